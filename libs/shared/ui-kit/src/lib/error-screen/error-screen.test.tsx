import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('is the main content with a heading and a retry button', async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <ErrorScreen title="Une erreur est survenue" retryLabel="Réessayer" onRetry={onRetry} logoTitle="KoolSkools" />,
    );

    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
    );
    expect(screen.getByRole('img', { name: 'KoolSkools' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
