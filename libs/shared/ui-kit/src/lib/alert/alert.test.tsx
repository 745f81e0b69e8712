import { screen } from '@testing-library/react';
import { Button } from '../button/button';
import { renderWithTheme } from '../../testing/render';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces a failure at once, with its action', () => {
    renderWithTheme(
      <Alert tone="danger" action={<Button>Réessayer</Button>}>
        Impossible de charger vos commandes.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos commandes.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('offers the kit Retry button with `onRetry`, in the language of the ThemeRoot', () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <Alert tone="danger" onRetry={onRetry}>
        La page suivante n'a pas pu être chargée.
      </Alert>,
    );
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('announces a warning at once and a success or a note politely', () => {
    renderWithTheme(
      <>
        <Alert tone="warning">Attention</Alert>
        <Alert tone="success">Enregistré</Alert>
        <Alert>Note</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Attention');
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual(['Enregistré', 'Note']);
  });

  it('follows `live` over the tone, and takes no live role with `off`', () => {
    renderWithTheme(
      <>
        <Alert tone="danger" live="polite">
          Poli
        </Alert>
        <Alert tone="info" live="off" role="note" aria-label="Autres listes">
          Calme
        </Alert>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Poli');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Autres listes' })).toHaveTextContent('Calme');
  });

  it('shows the title above the message, and a decorative icon', () => {
    const { container } = renderWithTheme(
      <Alert tone="warning" title="Stock limité">
        Certains articles manquent.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Stock limitéCertains articles manquent.');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
