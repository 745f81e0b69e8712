import { screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { configureApi } from '@kk/api-clients';
import { resetDemoData, server } from '@kk/api-mocks/node';
import { ShopLayout, ShopRoutes } from '@kk/shop-feature-layout';
import { demoSessionUser, renderRouter } from '@kk/testing';
import { AppRoutes, routes } from './routes';

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

  it('send a user already signed in from the sign-in page home', async () => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/connexion', user: demoSessionUser('client') });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' }, slow),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('serve the error screen with its retry button', async () => {
    await renderRouter(<AppRoutes />, { path: '/ErrorPage' });

    expect(await screen.findByRole('button', { name: 'Réessayer' }, slow)).toBeInTheDocument();
  });
});

/**
 * The route table with its pages and guards replaced by stand-ins: the frame and each route's
 * `handle` stay, so a path shows which footer tab its route marks, without loading the pages.
 */
function framesOnly(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const keepsFrame = route.element !== undefined && (route.element as { type?: unknown }).type === ShopLayout;
    const element = keepsFrame ? route.element : route.children ? <Outlet /> : <h1>Page</h1>;
    return { ...route, element, children: route.children && framesOnly(route.children) } as RouteObject;
  });
}

describe("the footer tab of each route (its handle's footerTab)", () => {
  it.each([
    ['/', 'Accueil'],
    ['/school/12', 'Accueil'],
    ['/school/12/levels', 'Accueil'],
    ['/page-inconnue', 'Accueil'],
    ['/occasion', 'Occasion'],
    ['/occasion/4', 'Occasion'],
    ['/my-books', 'Occasion'],
    ['/create-occasion', 'Occasion'],
    ['/quotes', 'Devis'],
    ['/quotes/3', 'Devis'],
    ['/responses/9', 'Devis'],
    ['/profile', 'Compte'],
    ['/orders', 'Compte'],
    ['/connexion', 'Compte'],
    ['/register', 'Compte'],
    ['/shop-cart', null],
    ['/address-payments', null],
    ['/shop-cart-confirm/3', null],
  ])('%s marks %s', async (path, tab) => {
    await renderRouter(<ShopRoutes routes={framesOnly(routes)} />, { path });

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' }, slow);
    const current = within(nav).queryByRole('link', { current: 'page' });
    if (tab === null) expect(current).not.toBeInTheDocument();
    else expect(current).toHaveAccessibleName(tab);
  });

  it('profile-edit and the error screen have no footer', async () => {
    await renderRouter(<ShopRoutes routes={framesOnly(routes)} />, { path: '/profile-edit' });
    expect(await screen.findByRole('heading', { name: 'Page' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
  });
});
