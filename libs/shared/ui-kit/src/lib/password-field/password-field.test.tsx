import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { PasswordField } from './password-field';

const labels = { showPasswordLabel: 'Afficher le mot de passe', hidePasswordLabel: 'Masquer le mot de passe' };

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    renderWithTheme(<PasswordField label="Mot de passe" {...labels} defaultValue="secret1" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('announces its error with the input', () => {
    renderWithTheme(<PasswordField label="Mot de passe" {...labels} error="Password required" />);

    const input = screen.getByLabelText('Mot de passe');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Password required');
  });
});
