import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { RadioGroup } from './radio-group';

const modes = [
  { value: '0', label: 'Carte bancaire' },
  { value: '1', label: 'Virement' },
  { value: '2', label: 'Paiement à la livraison' },
];

describe('RadioGroup', () => {
  it('is a named group with the default choice selected', () => {
    renderWithTheme(<RadioGroup legend="Mode de paiement" options={modes} defaultValue="2" />);

    expect(screen.getByRole('radiogroup', { name: 'Mode de paiement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paiement à la livraison' })).toBeChecked();
  });

  it('moves and selects with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RadioGroup legend="Mode de paiement" options={modes} defaultValue="0" onChange={onChange} />);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: 'Virement' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('follows the value given by the parent', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RadioGroup legend="Mode" options={modes} value="1" onChange={onChange} />);

    await userEvent.click(screen.getByText('Carte bancaire'));

    expect(onChange).toHaveBeenCalledWith('0');
    expect(screen.getByRole('radio', { name: 'Virement' })).toBeChecked();
  });

  it('announces its error on the group', () => {
    renderWithTheme(<RadioGroup legend="Mode" options={modes} error="Choisissez un mode" />);

    const group = screen.getByRole('radiogroup', { name: 'Mode' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choisissez un mode');
  });
});
