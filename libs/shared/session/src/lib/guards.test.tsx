import { act, screen } from '@testing-library/react';
import { Link, Route } from 'react-router-dom';
import { STORAGE_KEYS } from '@kk/domain';
import { aLibraryUser, anAdminUser, aParentUser } from '../testing/session-fixtures';
import { Page, renderWithSession } from '../testing/render-with-session';
import { RedirectIfLoggedIn, RequireAccountType, RequireAuth, RequireRole } from './guards';
import { sessionExpired } from '@kk/api-clients';
import { loggedIn, loggedOut, sessionSynced } from './session-slice';

const currentPath = () => screen.getByRole('status', { name: 'current path' });
const storedNextUrl = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.nextUrl) ?? 'null');

const routes = (
  <>
    <Route
      path="/"
      element={
        <>
          <Page name="Accueil" />
          <Link to="/quotes">go /quotes</Link>
        </>
      }
    />
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

  it('remembers the page when the session expires on it, to come back after signing in again', async () => {
    const { store } = renderWithSession(routes, { user: aParentUser(), path: '/quotes' });

    act(() => {
      store.dispatch(sessionExpired({ endpoint: 'getMyDemandes' }));
    });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(storedNextUrl()).toEqual({ url: '/quotes', requiresAuth: true });
  });

  it('forgets the page when the user signs out on it, here or in another tab', async () => {
    const here = renderWithSession(routes, { user: aParentUser(), path: '/quotes' });
    act(() => {
      here.store.dispatch(loggedOut());
    });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(storedNextUrl()).toBeNull();
    here.unmount();

    const otherTab = renderWithSession(routes, { user: aParentUser(), path: '/quotes' });
    act(() => {
      otherTab.store.dispatch(sessionSynced(null));
    });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(storedNextUrl()).toBeNull();
  });

  it('clears a stored next_url at logout, and still remembers a page a visitor opens later', async () => {
    localStorage.setItem(STORAGE_KEYS.nextUrl, JSON.stringify({ url: '/quotes', requiresAuth: true }));
    const { store } = renderWithSession(routes, { user: aParentUser(), path: '/' });
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(storedNextUrl()).toBeNull();

    act(() => {
      screen.getByRole('link', { name: 'go /quotes' }).click();
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

describe('RequireRole', () => {
  const aStudent = () => aParentUser({ account_type: 'student', has_children: false });
  const aProfessor = () => aParentUser({ account_type: 'professor', has_children: false, is_professeur: true });
  const aSchoolAdmin = () => aParentUser({ account_type: 'sc_ad', has_children: false });
  const roleRoutes = (
    <>
      <Route path="/connexion" element={<Page name="Connexion" />} />
      <Route element={<RequireRole roles={['student']} />}>
        <Route path="/" element={<Page name="Tableau de bord" />} />
        <Route path="/amis" element={<Page name="Amis" />} />
      </Route>
      <Route path="/parent" element={<RequireRole roles={['parent']} />}>
        <Route index element={<Page name="Espace parent" />} />
      </Route>
      <Route
        path="/professeur"
        element={
          <RequireRole roles={['professor']}>
            <Page name="Espace professeur" />
          </RequireRole>
        }
      />
      <Route path="/ecole" element={<RequireRole roles={['school_admin']} />}>
        <Route index element={<Page name="Espace école" />} />
      </Route>
      <Route element={<RequireRole roles={['student', 'parent', 'professor', 'school_admin']} />}>
        <Route path="/profil" element={<Page name="Profil" />} />
      </Route>
    </>
  );

  it('shows a page to the roles it names', () => {
    renderWithSession(roleRoutes, { user: aStudent(), path: '/amis' });

    expect(screen.getByRole('heading', { name: 'Amis' })).toBeInTheDocument();
  });

  it.each([
    ['a parent', aParentUser, 'Espace parent', '/parent'],
    ['a professor', aProfessor, 'Espace professeur', '/professeur'],
    ['a school administrator', aSchoolAdmin, 'Espace école', '/ecole'],
  ])("sends %s opening a student's page to their own home", async (_, user, home, path) => {
    renderWithSession(roleRoutes, { user: user(), path: '/amis' });

    expect(await screen.findByRole('heading', { name: home })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(path);
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it("sends a student opening an adult's home to the dashboard", async () => {
    renderWithSession(roleRoutes, { user: aStudent(), path: '/ecole' });

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('lets every role listed into a shared page', () => {
    renderWithSession(roleRoutes, { user: aSchoolAdmin(), path: '/profil' });

    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in, and back after', async () => {
    renderWithSession(roleRoutes, { path: '/amis' });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(storedNextUrl()).toEqual({ url: '/amis', requiresAuth: true });
  });

  it('follows a change of role during the session (becoming a school administrator)', async () => {
    const { store } = renderWithSession(roleRoutes, { user: aProfessor(), path: '/professeur' });
    expect(screen.getByRole('heading', { name: 'Espace professeur' })).toBeInTheDocument();

    act(() => {
      store.dispatch(loggedIn(aSchoolAdmin()));
    });

    expect(await screen.findByRole('heading', { name: 'Espace école' })).toBeInTheDocument();
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
