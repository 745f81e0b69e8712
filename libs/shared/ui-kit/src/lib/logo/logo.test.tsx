import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Logo } from './logo';

describe('Logo', () => {
  it('is an image named by its title', () => {
    renderWithTheme(<Logo title="KoolSkools" />);

    expect(screen.getByRole('img', { name: 'KoolSkools' })).toBeInTheDocument();
  });

  it('is hidden from screen readers without a title', () => {
    const { container } = renderWithTheme(<Logo />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
