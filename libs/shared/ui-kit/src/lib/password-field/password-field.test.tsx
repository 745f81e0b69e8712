import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    renderWithTheme(<PasswordField label="Mot de passe" defaultValue="secret1" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names its toggle in the language of the ThemeRoot, unless told otherwise', async () => {
    renderWithTheme(<PasswordField label="كلمة المرور" />, { dir: 'rtl', lang: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeInTheDocument();
  });

  it('takes other names for its toggle', () => {
    renderWithTheme(<PasswordField label="Code" showPasswordLabel="Voir le code" hidePasswordLabel="Cacher le code" />);

    expect(screen.getByRole('button', { name: 'Voir le code' })).toBeInTheDocument();
  });

  it('announces its error with the input', () => {
    renderWithTheme(<PasswordField label="Mot de passe" error="Password required" />);

    const input = screen.getByLabelText('Mot de passe');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Password required');
  });
});
