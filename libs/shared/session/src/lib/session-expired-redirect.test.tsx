import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { sessionExpired, storedDataCleared } from '@kk/api-clients';
import { STORAGE_KEYS } from '@kk/domain';
import { aParentUser } from '../testing/session-fixtures';
import { Page, renderWithSession } from '../testing/render-with-session';
import { useSessionExpiredRedirect } from './session-expired-redirect';
import { loggedOut, selectSessionEnd } from './session-slice';

const notified = vi.fn();

function Layout({ name }: { name: string }) {
  useSessionExpiredRedirect(notified);
  return <Page name={name} />;
}

const routes = (
  <>
    <Route path="/" element={<Layout name="Accueil" />} />
    <Route path="/connexion" element={<Page name="Connexion" />} />
  </>
);

describe('useSessionExpiredRedirect', () => {
  beforeEach(() => {
    notified.mockClear();
    localStorage.clear();
  });

  it('sends the user to sign in when a 401 ends the session (§8)', async () => {
    const { store } = renderWithSession(routes, { user: aParentUser(), path: '/?tab=1' });

    act(() => {
      store.dispatch(sessionExpired({ endpoint: 'getLevels' }));
    });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(selectSessionEnd(store.getState())).toBeNull();
    // A public page too: signing in again comes back to it.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.nextUrl) ?? 'null')).toEqual({
      url: '/?tab=1',
      requiresAuth: false,
    });
    // The layout is told once, to say why the user has to sign in again.
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('sends the user to sign in when all stored data is cleared', async () => {
    const { store } = renderWithSession(routes, { user: aParentUser() });

    act(() => {
      store.dispatch(storedDataCleared({ endpoint: 'listFriends' }));
    });

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('stays put after a logout the user asked for', () => {
    const { store } = renderWithSession(routes, { user: aParentUser() });

    act(() => {
      store.dispatch(loggedOut());
    });

    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(notified).not.toHaveBeenCalled();
  });
});
