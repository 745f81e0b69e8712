import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server } from '@kk/api-mocks/node';
import { STORAGE_KEYS, type SessionUser } from '@kk/domain';
import { aDemoSessionUser, setUpFakeBackend } from '../testing/fake-backend';
import { CurrentPath } from '../testing/render-with-session';
import { anOccasionTemp, aSchoolTemp } from '../testing/session-fixtures';
import { SessionProvider } from './session-provider';
import { loggedIn } from './session-slice';
import { makeStore, useAppDispatch } from './store';
import { usePostLoginRedirect } from './use-post-login-redirect';

setUpFakeBackend();

/** A minimal login page: signs the given user in, then runs the redirect; shows its state. */
function LoginPage({ user }: { user: SessionUser }) {
  const { redirectAfterLogin, state } = usePostLoginRedirect();
  const dispatch = useAppDispatch();
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          dispatch(loggedIn(user));
          await redirectAfterLogin(user);
        }}
      >
        Se connecter
      </button>
      <p role="status" aria-label="redirect state">
        {state.status}
      </p>
    </>
  );
}

function renderLogin(user: SessionUser) {
  const store = makeStore({ preloadedUser: null });
  render(
    <SessionProvider store={store} bootstrap={false}>
      <MemoryRouter initialEntries={['/connexion']}>
        <CurrentPath />
        <Routes>
          <Route path="*" element={<LoginPage user={user} />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return store;
}

const currentPath = () => screen.getByRole('status', { name: 'current path' });
const redirectState = () => screen.getByRole('status', { name: 'redirect state' });
const stored = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

async function signIn() {
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => localStorage.clear());

describe('usePostLoginRedirect', () => {
  it('returns to the stored next_url and forgets it', async () => {
    stored(STORAGE_KEYS.nextUrl, { url: '/quotes?tab=received', requiresAuth: true });
    renderLogin(aDemoSessionUser());

    await signIn();

    await waitFor(() => expect(currentPath()).toHaveTextContent('/quotes?tab=received'));
    expect(localStorage.getItem(STORAGE_KEYS.nextUrl)).toBeNull();
  });

  it('sends an admin to the dashboard', async () => {
    renderLogin(aDemoSessionUser('admin'));

    await signIn();

    await waitFor(() => expect(currentPath()).toHaveTextContent('/admin/dashboard'));
  });

  it('sends a library to its demands', async () => {
    stored(STORAGE_KEYS.schoolTemp, aSchoolTemp());
    renderLogin(aDemoSessionUser('librairie'));

    await signIn();

    await waitFor(() => expect(currentPath()).toHaveTextContent('/library/demandes'));
    expect(localStorage.getItem(STORAGE_KEYS.schoolTemp)).not.toBeNull();
  });

  it('submits the stored school request, forgets it and reports success for the popup', async () => {
    stored(STORAGE_KEYS.schoolTemp, aSchoolTemp());
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('schools_api')) sent.push(await request.clone().text());
    });
    renderLogin(aDemoSessionUser());

    await signIn();

    await waitFor(() => expect(redirectState()).toHaveTextContent('school-submitted'));
    expect(sent.join()).toContain('create_inactive');
    expect(localStorage.getItem(STORAGE_KEYS.schoolTemp)).toBeNull();
    expect(currentPath()).toHaveTextContent('/connexion');
    server.events.removeAllListeners();
  });

  it('keeps the stored school request when sending it fails', async () => {
    stored(STORAGE_KEYS.schoolTemp, aSchoolTemp());
    server.use(http.post('*/:product/api/schools_api', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    renderLogin(aDemoSessionUser());

    await signIn();

    await waitFor(() => expect(redirectState()).toHaveTextContent('failed'));
    expect(localStorage.getItem(STORAGE_KEYS.schoolTemp)).not.toBeNull();
  });

  it('sends the stored listing, forgets it and goes to /occasion', async () => {
    stored(STORAGE_KEYS.occasionTemp, anOccasionTemp());
    renderLogin(aDemoSessionUser());

    await signIn();

    await waitFor(() => expect(currentPath()).toHaveTextContent('/occasion'));
    expect(localStorage.getItem(STORAGE_KEYS.occasionTemp)).toBeNull();
  });

  it('goes home when nothing is pending', async () => {
    renderLogin(aDemoSessionUser());

    await signIn();

    await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/$/));
  });
});
