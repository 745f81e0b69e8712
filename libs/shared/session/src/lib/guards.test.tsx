import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { STORAGE_KEYS } from '@kk/domain';
import { aLibraryUser, anAdminUser, aParentUser } from '../testing/session-fixtures';
import { Page, renderWithSession } from '../testing/render-with-session';
import { RedirectIfLoggedIn, RequireAccountType, RequireAuth } from './guards';
import { loggedIn, loggedOut } from './session-slice';

const currentPath = () => screen.getByRole('status', { name: 'current path' });
const storedNextUrl = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.nextUrl) ?? 'null');

const routes = (
  <>
    <Route path="/" element={<Page name="Accueil" />} />
    <Route
      path="/connexion"
      element={
        <RedirectIfLoggedIn>
          <Page name="Connexion" />
        </RedirectIfLoggedIn>
      }
    />
    <Route element={<RequireAuth />}>
      <Route path="/quotes" element={<Page name="Devis" />} />
    </Route>
    <Route
      path="/admin/dashboard"
      element={
        <RequireAccountType accountType="ad">
          <Page name="Admin" />
        </RequireAccountType>
      }
    />
    <Route path="/library/demandes" element={<RequireAccountType accountType={['li']} />}>
      <Route index element={<Page name="Librairie" />} />
    </Route>
  </>
);

beforeEach(() => localStorage.clear());

describe('RequireAuth', () => {
  it('shows the page to a signed-in user', () => {
    renderWithSession(routes, { user: aParentUser(), path: '/quotes' });

    expect(screen.getByRole('heading', { name: 'Devis' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('sends a visitor to /connexion and remembers where they were going', async () => {
    renderWithSession(routes, { path: '/quotes?tab=received' });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/connexion');
    expect(screen.queryByRole('heading', { name: 'Devis' })).not.toBeInTheDocument();
    expect(storedNextUrl()).toEqual({ url: '/quotes?tab=received', requiresAuth: true });
  });

  it('sends the user to sign in when the session ends on a protected page', async () => {
    const { store } = renderWithSession(routes, { user: aParentUser(), path: '/quotes' });

    act(() => {
      store.dispatch(loggedOut());
    });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(storedNextUrl()).toEqual({ url: '/quotes', requiresAuth: true });
  });
});

describe('RequireAccountType', () => {
  it('lets an admin into the admin area and a library into the library area', () => {
    renderWithSession(routes, { user: anAdminUser(), path: '/admin/dashboard' });
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('renders the child routes when it has no children', () => {
    renderWithSession(routes, { user: aLibraryUser(), path: '/library/demandes' });
    expect(screen.getByRole('heading', { name: 'Librairie' })).toBeInTheDocument();
  });

  it('sends another account type home', async () => {
    renderWithSession(routes, { user: aLibraryUser(), path: '/admin/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('sends a visitor to sign in, and back after', async () => {
    renderWithSession(routes, { path: '/admin/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(storedNextUrl()).toEqual({ url: '/admin/dashboard', requiresAuth: true });
  });
});

describe('RedirectIfLoggedIn', () => {
  it('sends a signed-in user opening the login page to / (§4)', async () => {
    renderWithSession(routes, { user: aParentUser(), path: '/connexion' });

    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  });

  it('does not redirect when the user signs in on the page (the post-login redirect decides)', () => {
    const { store } = renderWithSession(routes, { path: '/connexion' });

    act(() => {
      store.dispatch(loggedIn(aParentUser()));
    });

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
