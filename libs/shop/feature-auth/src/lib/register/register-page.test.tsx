import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findUser } from '@kk/api-mocks';
import { renderPage } from '@kk/testing';
import { RegisterPage } from './register-page';
import { toRegisterPayload, validateRegister } from './register-values';

const path = () => screen.getByRole('status', { name: 'current path' });

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'amina.tazi@example.ma') {
  await user.type(await screen.findByRole('textbox', { name: /^Prénom/ }), 'Amina');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Tazi');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '0612345678');
  await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'secret1');
}

describe('RegisterPage', () => {
  it('shows the §5 messages of the touched fields', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'amina@');
    await user.type(screen.getByLabelText(/^Mot de passe/), '12345');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), '123456');
    await user.tab();

    expect(screen.getByText("Format de l'e-mail incorrect")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir plus de 5 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe doivent être identiques')).toBeInTheDocument();
    expect(screen.queryByText('Prénom requis')).not.toBeInTheDocument();
  });

  it('creates the account, signs in with the answered credentials and goes home', async () => {
    const { store } = await renderPage(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup({ delay: null });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user?.firstName).toBe('Amina');
  });

  it('only gives the form back when the e-mail is taken (§8: no message in the shop)', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup({ delay: null });

    // The e-mail of the demo customer is already registered.
    await fill(user, findUser(1)?.email ?? '');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Créer mon compte' })).not.toHaveAttribute('aria-busy'),
    );
    expect(path()).toHaveTextContent('/register');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Amina');
  });

  it('refuses a profile photo that is not a JPEG, PNG or WebP picture, and says why', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    // As a drop or a browser that ignores `accept` would hand it over.
    const user = userEvent.setup({ delay: null, applyAccept: false });

    await user.upload(
      await screen.findByLabelText('Photo de profil (facultative)', { selector: 'input' }),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText("« cv.pdf » n'est pas une photo acceptée (JPEG, PNG ou WebP).")).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Votre photo de profil' })).not.toBeInTheDocument();
  });

  it('links to the login page', async () => {
    await renderPage(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion');
  });
});

describe('register values', () => {
  it('follow §5', () => {
    expect(validateRegister({})).toEqual({
      fname: 'validation:firstNameRequired',
      lname: 'validation:lastNameRequired',
      email: 'validation:emailRequired',
      phone_number: 'validation:phoneRequired',
      password: 'validation:passwordRequired',
      confirm_password: 'validation:confirmPasswordRequired',
    });
    expect(
      validateRegister({
        fname: 'A',
        lname: 'B',
        email: 'a@b.ma',
        phone_number: '0612345678',
        password: '123456',
        confirm_password: '123456',
      }),
    ).toEqual({});
  });

  it('map the form to the backend names, phone in international form', () => {
    expect(
      toRegisterPayload(
        {
          fname: ' Amina ',
          lname: 'Tazi',
          email: 'amina@example.ma ',
          phone_number: '06 12 34 56 78',
          password: 'secret1',
          confirm_password: 'secret1',
        },
        null,
      ),
    ).toEqual({
      first_name: 'Amina',
      last_name: 'Tazi',
      email: 'amina@example.ma',
      phone_number: '+212612345678',
      password: 'secret1',
      image: null,
    });
  });
});
