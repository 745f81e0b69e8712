import { renderWithTheme } from '../../testing/render';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('draws the number of lines asked, hidden from screen readers', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);

    expect(container.querySelectorAll('[data-ui="skeleton-shape"]')).toHaveLength(3);
    expect(container.querySelector('[data-ui="skeleton-lines"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one shape otherwise', () => {
    const { container } = renderWithTheme(<Skeleton variant="circle" />);

    expect(container.querySelectorAll('[data-ui="skeleton-shape"]')).toHaveLength(1);
  });
});
