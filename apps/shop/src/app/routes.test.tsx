import { screen } from '@testing-library/react';
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

describe('shop routes (§2)', () => {
  it('show the schools screen at /, and at any unknown path', async () => {
    await renderRouter(<AppRoutes />, { path: '/nulle-part' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });

  it('send a visitor from a page that needs an account to sign in, remembering where they were going', async () => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/connexion');
    expect(JSON.parse(localStorage.getItem('next_url') ?? 'null')).toEqual({ url: '/profile', requiresAuth: true });
    // Login has no header (§2): no logo leading home.
    expect(screen.queryByRole('link', { name: 'KoolSkools' })).not.toBeInTheDocument();
  });

  it('serve a signed-in customer their account, and keep them out of the admin area', async () => {
    const customer = demoSessionUser('client');
    const { router } = await renderRouter(<AppRoutes />, { path: '/profile', user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: customer.name }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KoolSkools' })).toBeInTheDocument();

    await router.navigate('/admin/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' }, slow),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('open the admin area, loaded on demand, for an admin account', async () => {
    await renderRouter(<AppRoutes />, { path: '/admin/dashboard', user: demoSessionUser('admin') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, slow)).toBeInTheDocument();
  });

  it('serve the error screen with its retry button', async () => {
    await renderRouter(<AppRoutes />, { path: '/ErrorPage' });

    expect(await screen.findByRole('button', { name: 'Réessayer' }, slow)).toBeInTheDocument();
  });
});
