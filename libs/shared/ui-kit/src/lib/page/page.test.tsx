import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Page, PageHeader } from './page';

describe('Page', () => {
  it('titles the page with one h1, its sentence and its actions', () => {
    renderWithTheme(
      <Page title="Mes devis" description="Les demandes envoyées." actions={<button type="button">Nouvelle</button>}>
        <h2>Reçus</h2>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Mes devis']);
    expect(screen.getByText('Les demandes envoyées.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reçus' })).toBeInTheDocument();
  });

  it('has no header without a title, and is busy only when told', () => {
    const { container, rerender } = renderWithTheme(
      <Page>
        <p>Contenu</p>
      </Page>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).not.toBeInTheDocument();
    rerender(
      <Page busy>
        <p>Contenu</p>
      </Page>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Contenu');
  });
});

describe('PageHeader', () => {
  it('gives the h1 the id the page’s regions point to', () => {
    renderWithTheme(<PageHeader title="Mon profil" titleId="profile-title" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toHaveAttribute('id', 'profile-title');
  });
});
