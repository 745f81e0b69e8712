import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Valider</Button>);

    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithTheme(<Button>Annuler</Button>);

    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveAttribute('type', 'button');
  });

  it('while loading, is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Valider
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Valider' });

    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');

    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });

  it('does not react when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Valider
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));

    expect(onClick).not.toHaveBeenCalled();
  });
});
