import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { Select } from './select';

const options = [
  { value: 'good', label: 'Bon' },
  { value: 'average', label: 'Moyen' },
];

describe('Select', () => {
  it('starts on the placeholder and reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="État" options={options} placeholder="Choisir" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'État' });
    expect(select).toHaveValue('');

    await userEvent.selectOptions(select, 'Moyen');

    expect(select).toHaveValue('average');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('selects the first option when there is no placeholder', () => {
    renderWithTheme(<Select label="État" options={options} />);

    expect(screen.getByRole('combobox', { name: 'État' })).toHaveValue('good');
  });

  it('announces its error', () => {
    renderWithTheme(<Select label="État" options={options} error="Condition required" />);

    expect(screen.getByRole('combobox', { name: 'État' })).toHaveAccessibleDescription('Condition required');
  });
});
