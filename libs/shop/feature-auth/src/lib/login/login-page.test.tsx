import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { renderPage } from '@kk/testing';
import { LoginPage } from './login-page';

const path = () => screen.getByRole('status', { name: 'current path' });

async function signIn(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /Nom d'utilisateur/ }), username);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('LoginPage', () => {
  it('asks for the username and the password (§5)', async () => {
    await renderPage(<LoginPage />, { path: '/connexion' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText("Nom d'utilisateur requis")).toBeInTheDocument();
    expect(screen.getByText('Mot de passe requis')).toBeInTheDocument();
  });

  it('signs a customer in and goes home', async () => {
    const { store } = await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('client', 'client123');

    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user?.profile.username).toBe('client');
  });

  it('goes back to the stored next_url', async () => {
    localStorage.setItem('next_url', JSON.stringify({ url: '/orders', requiresAuth: true }));
    await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('client', 'client123');

    await waitFor(() => expect(path()).toHaveTextContent('/orders'));
    expect(localStorage.getItem('next_url')).toBeNull();
  });

  it('sends an admin to the dashboard and a library to its demands', async () => {
    await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('admin', 'admin123');
    await waitFor(() => expect(path()).toHaveTextContent('/admin/dashboard'));
  });

  it('sends a pending school request after sign-in and shows the success popup (§4)', async () => {
    localStorage.setItem(
      'school_temp',
      JSON.stringify({
        name: 'École Al Amal',
        city: 'Salé',
        level: null,
        file_url: 'data:application/pdf;base64,JVBERg==',
      }),
    );
    await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('client', 'client123');

    expect(await screen.findByRole('dialog', { name: 'Demande envoyée' })).toHaveTextContent("d'ajout d'école");
    expect(localStorage.getItem('school_temp')).toBeNull();
  });

  it("shows the server's message without the verification marker and gives the button back (§8)", async () => {
    server.use(
      http.post('*/koolskools/api/users_api', () =>
        HttpResponse.json({
          success: false,
          message: "mail_not_yet_verified Votre adresse e-mail n'est pas encore vérifiée.",
        }),
      ),
    );
    await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('client', 'client123');

    const line = await screen.findByRole('alert');
    expect(line).toHaveTextContent("Votre adresse e-mail n'est pas encore vérifiée.");
    expect(line).not.toHaveTextContent('mail_not_yet_verified');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-busy'));
    expect(path()).toHaveTextContent('/connexion');
  });

  it('says so when wrong credentials are refused', async () => {
    await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('client', 'mauvais');
    expect(await screen.findByRole('alert')).toHaveTextContent("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it.each([
    ['cannot be reached', () => HttpResponse.error(), 'Le serveur ne répond pas pour le moment.'],
    [
      'fails',
      () => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }),
      'Le serveur a rencontré une erreur.',
    ],
    [
      'answers something unreadable',
      () => new HttpResponse('<html>oops</html>', { status: 200 }),
      "La réponse du serveur n'a pas pu être lue.",
    ],
  ])('names the cause in French, never a raw server string, when the server %s', async (_case, answer, cause) => {
    server.use(http.post('*/koolskools/api/users_api', answer));
    await renderPage(<LoginPage />, { path: '/connexion' });
    await signIn('client', 'client123');

    const line = await screen.findByRole('alert');
    expect(line).toHaveTextContent(`Connexion impossible. ${cause}`);
    expect(line).not.toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('textbox', { name: /Nom d'utilisateur/ })).toHaveValue('client');
  });

  it('has a forgot-password link that does nothing and a create-account button', async () => {
    await renderPage(<LoginPage />, { path: '/connexion' });
    const forgot = await screen.findByRole('button', { name: 'Mot de passe oublié ?' });
    await userEvent.setup({ delay: null }).click(forgot);

    expect(path()).toHaveTextContent('/connexion');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
  });
});
