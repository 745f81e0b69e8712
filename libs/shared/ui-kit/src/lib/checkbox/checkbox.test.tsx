import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with a click on its label', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="CE1" onChange={onChange} />);

    await userEvent.click(screen.getByText('CE1'));

    expect(screen.getByRole('checkbox', { name: 'CE1' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('exposes the mixed state', () => {
    renderWithTheme(<Checkbox label="Tous" indeterminate />);

    expect(screen.getByRole('checkbox', { name: 'Tous' })).toBePartiallyChecked();
  });

  it('announces its error', () => {
    renderWithTheme(<Checkbox label="Conditions" error="Vous devez accepter" />);

    const checkbox = screen.getByRole('checkbox', { name: 'Conditions' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Vous devez accepter');
  });
});
