import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { DateField } from './date-field';

describe('DateField', () => {
  it('adds the slashes while the user types digits', async () => {
    const onChange = vi.fn();
    renderWithTheme(<DateField label="Édition" placeholder="DD/MM/YYYY" onChange={onChange} />);
    const input = screen.getByLabelText('Édition');

    await userEvent.type(input, '12052024');

    expect(input).toHaveValue('12/05/2024');
    expect(onChange).toHaveBeenLastCalledWith('12/05/2024');
  });

  it('ignores letters and lets the user delete back over a slash', async () => {
    renderWithTheme(<DateField label="Édition" />);
    const input = screen.getByLabelText('Édition');

    await userEvent.type(input, '1a2b0');
    expect(input).toHaveValue('12/0');

    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12');

    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('1');
  });

  it('shows the placeholder given by the app', () => {
    renderWithTheme(<DateField label="Édition" placeholder="DD/MM/YYYY" />);

    expect(screen.getByPlaceholderText('DD/MM/YYYY')).toBeInTheDocument();
  });
});
