import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithTheme(<Spinner label="Chargement" />);

    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = renderWithTheme(<Spinner />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
