import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { server } from '@kk/api-mocks/node';
import { saveNextUrl, selectSessionUser } from '@kk/session';
import { renderRoutes } from '@kk/testing';
import { SignInPage } from './sign-in-page';

async function renderSignIn() {
  const user = userEvent.setup({ delay: null });
  const view = await renderRoutes(<Route path="/connexion" element={<SignInPage />} />, { path: '/connexion' });
  return { ...view, user };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByLabelText(/^Nom d'utilisateur ou e-mail/), username);
  await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('SignInPage', () => {
  it('says both fields are required, only once the user tried', async () => {
    const { user } = await renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByText("Nom d'utilisateur requis")).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(screen.getByText("Nom d'utilisateur requis")).toBeInTheDocument();
    expect(screen.getByText('Mot de passe requis')).toBeInTheDocument();
  });

  it('signs a demo student in and goes to the dashboard', async () => {
    const { user, store } = await renderSignIn();

    await signIn(user, 'eleve', 'eleve123');

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(selectSessionUser(store.getState())).toMatchObject({ firstName: 'Adam', account_type: 'student' });
    expect(JSON.parse(localStorage.getItem('session_user') ?? 'null')).toMatchObject({ firstName: 'Adam' });
  });

  it('goes back to the stored next_url after signing in', async () => {
    saveNextUrl('/amis', true);
    const { user } = await renderSignIn();

    await signIn(user, 'eleve', 'eleve123');

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/amis'));
    expect(localStorage.getItem('next_url')).toBeNull();
  });

  it.each([
    [
      'inactif',
      'inactif123',
      "Ton compte n'a pas encore été activé - Le message d'activation a été envoyé à l'adresse parent.kettani@gmail.com",
    ],
    ['expire', 'expire123', 'Votre abonnement a expiré'],
    ['eleve', 'mauvais-mot', "Nom d'utilisateur ou mot de passe incorrect"],
  ])('shows the §8 message for %s, keeps the form and gives the button back', async (username, password, message) => {
    const { user } = await renderSignIn();

    await signIn(user, username, password);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Nom d'utilisateur ou e-mail/)).toHaveValue(username);
    expect(screen.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/connexion');
  });

  it("links 'Votre abonnement a expiré' to the page that says how to renew", async () => {
    const { user } = await renderSignIn();

    await signIn(user, 'expire', 'expire123');
    await user.click(await screen.findByRole('link', { name: 'Comment renouveler mon abonnement ?' }));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/abonnement');
  });

  it.each([
    ['nonverifie', 'nonverifie123', /Ton adresse e-mail n'est pas encore vérifiée.*adresse \S+@\S+/],
    ['telnonverifie', 'telnonverifie123', /Ton numéro de téléphone n'est pas encore vérifié.*envoyé au \+?[\d ]{8,}/],
  ])('names where the activation of %s was sent', async (username, password, message) => {
    const { user } = await renderSignIn();

    await signIn(user, username, password);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the "anything else" message for a refusal the mapping does not name', async () => {
    server.use(
      http.post('*/v1/account/login_with_token/', () => HttpResponse.json({ error: 'locked' }, { status: 400 })),
    );
    const { user } = await renderSignIn();

    await signIn(user, 'eleve', 'eleve123');

    expect(await screen.findByRole('alert')).toHaveTextContent("Nom d'utilisateur ou mot de passe incorrect");
  });

  it.each([
    ['cannot be reached', () => HttpResponse.error(), 'Le serveur ne répond pas pour le moment.'],
    [
      'answers with an error',
      () => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }),
      'Le serveur a rencontré une erreur.',
    ],
    [
      'answers something unreadable',
      () => new HttpResponse('<html>oops</html>', { status: 200 }),
      "La réponse du serveur n'a pas pu être lue.",
    ],
  ])('says so, instead of blaming the password, when the server %s', async (_case, answer, message) => {
    server.use(http.post('*/v1/account/login_with_token/', answer));
    const { user } = await renderSignIn();

    await signIn(user, 'eleve', 'eleve123');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Nom d'utilisateur ou e-mail/)).toHaveValue('eleve');
  });
});
