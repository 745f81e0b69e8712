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

  it('draws `count` identical shapes side by side in the parent, each hidden from screen readers', () => {
    const { container } = renderWithTheme(
      <div data-testid="list">
        <Skeleton variant="rect" height="4rem" count={3} />
      </div>,
    );

    const shapes = container.querySelectorAll('[data-testid="list"] > [data-ui="skeleton-shape"]');
    expect(shapes).toHaveLength(3);
    shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
  });
});
