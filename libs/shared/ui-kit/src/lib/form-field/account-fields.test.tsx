import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../../testing/render';
import { PhoneFormField } from '../phone-field/phone-form-field';
import { EmailFormField, PasswordFormField, PersonNameFormField, UsernameFormField } from './account-fields';

function AccountForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <UsernameFormField label="Nom d'utilisateur" />
          <PersonNameFormField name="fname" part="given" label="Prénom" />
          <PersonNameFormField name="lname" part="family" label="Nom" />
          <EmailFormField label="Email" validate={(value: string) => (value ? undefined : 'Email required')} />
          <PhoneFormField label="Téléphone" />
          <PasswordFormField label="Mot de passe actuel" />
          <PasswordFormField name="new_password" purpose="new" label="Nouveau mot de passe" />
          <button type="submit">Envoyer</button>
        </form>
      )}
    />
  );
}

describe('account fields', () => {
  it('give each field the browser hints of its kind of value', () => {
    // Arrange / Act
    renderWithTheme(<AccountForm onSubmit={vi.fn()} />);

    // Assert
    const username = screen.getByRole('textbox', { name: "Nom d'utilisateur" });
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveAttribute('autocapitalize', 'none');
    expect(username).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('autocomplete', 'family-name');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('submit under their default names and show errors once touched', async () => {
    // Arrange
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<AccountForm onSubmit={onSubmit} />);

    // Act
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();

    // Assert
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email required');

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.ma');
    await user.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), 'ami');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    // Assert
    expect(onSubmit.mock.calls[0][0]).toEqual({
      email: 'a@b.ma',
      username: 'ami',
      phone_number: '06 12 34 56 78',
      password: 'pw',
    });
  }, 15_000);
});
