import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { PhoneField } from './phone-field';

describe('PhoneField', () => {
  it('formats a valid Moroccan number when the field loses focus', async () => {
    const onChange = vi.fn();
    renderWithTheme(<PhoneField label="Téléphone" onChange={onChange} />);
    const input = screen.getByLabelText('Téléphone');

    await userEvent.type(input, '0612345678');
    await userEvent.tab();

    expect(input).toHaveValue('06 12 34 56 78');
    expect(onChange).toHaveBeenLastCalledWith('06 12 34 56 78');
  });

  it('leaves an invalid number as typed, so the user can fix it', async () => {
    renderWithTheme(<PhoneField label="Téléphone" />);
    const input = screen.getByLabelText('Téléphone');

    await userEvent.type(input, '0612');
    await userEvent.tab();

    expect(input).toHaveValue('0612');
  });

  it('is a telephone input written left to right even in Arabic', () => {
    renderWithTheme(<PhoneField label="الهاتف" />, { dir: 'rtl' });

    const input = screen.getByLabelText('الهاتف');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
