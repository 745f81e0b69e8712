import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { configureApi } from '@kk/api-clients';
import { resetDemoData, server } from '@kk/api-mocks/node';
import { demoSessionUser, renderRouter } from '@kk/testing';
import { AppRoutes } from './routes';

beforeAll(() => {
  configureApi({ baseUrl: 'http://localhost', product: 'koolskools' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetDemoData();
  localStorage.clear();
});
afterAll(() => server.close());

// Lazily loaded feature libs and their translations take a while in jsdom on small machines.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

describe('learning routes', () => {
  it('send a visitor from the dashboard to sign in, remembering where they were going', async () => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/connexion');
    expect(JSON.parse(localStorage.getItem('next_url') ?? 'null')).toEqual({ url: '/', requiresAuth: true });
  });

  it('send an unknown path to the dashboard, hence a visitor to sign in', async () => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/nulle-part' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/connexion');
  });

  it('send a signed-in user who opens sign in to the dashboard', async () => {
    const student = demoSessionUser('eleve');
    const { router } = await renderRouter(<AppRoutes />, { path: '/connexion', user: student });

    expect(
      await screen.findByRole('heading', { level: 1, name: `Bonjour ${student.firstName} !` }, slow),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    const nav = await screen.findByRole('navigation', { name: 'Sections' }, slow);
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    // The dashboard's last sections, a chunk of their own: shown in full before the test ends.
    expect(await screen.findByRole('heading', { name: 'Activité récente' }, slow)).toBeInTheDocument();
  });

  it("mark the section a page's route names, the password change being part of the profile", async () => {
    const { router } = await renderRouter(<AppRoutes />, {
      path: '/profil/mot-de-passe',
      user: demoSessionUser('eleve'),
    });
    expect(await screen.findByRole('heading', { name: 'Changer de mot de passe' }, slow)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Sections' }, slow);
    expect(await within(nav).findByRole('link', { name: 'Profil' }, slow)).toHaveAttribute('aria-current', 'page');

    await router.navigate('/amis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes amis' }, slow)).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Amis' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['parent', 'parent', '/parent', 'Espace parents'],
    ['prof', 'professor', '/professeur', 'Bonjour Rachid'],
    ['ecole', 'school administrator', '/ecole', 'Bonjour Nadia !'],
  ])("send %s (a %s) from / and from a student's page to their own home", async (username, _, home, title) => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/', user: demoSessionUser(username) });

    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe(home);
    expect(screen.queryByText(/Choisis ton niveau/)).not.toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Sections' }, slow);
    expect(within(nav).queryByRole('link', { name: 'Amis' })).not.toBeInTheDocument();

    await router.navigate('/amis');
    await waitFor(() => expect(router.location.pathname).toBe(home));
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
  });

  it("send a student opening an adult's home to the dashboard", async () => {
    const student = demoSessionUser('eleve');
    const { router } = await renderRouter(<AppRoutes />, { path: '/ecole', user: student });

    expect(
      await screen.findByRole('heading', { level: 1, name: `Bonjour ${student.firstName} !` }, slow),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('end the session when the dashboard meets an expired token (401): sign in with the notice, no error cards', async () => {
    const expired = () => HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 });
    server.use(
      http.get('*/api/*', expired),
      http.get('*/stats_challenge_score/', expired),
      http.get('*/api/koolskools/*', expired),
    );
    const { router } = await renderRouter(<AppRoutes />, { path: '/', user: demoSessionUser('eleve') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/connexion');
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(localStorage.getItem('session_user')).toBeNull();
  });

  it('serve the registration and the error screen', async () => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/inscription' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' }, slow)).toBeInTheDocument();

    await router.navigate('/ErrorPage');
    expect(await screen.findByRole('button', { name: 'Réessayer' }, slow)).toBeInTheDocument();
  });
});
