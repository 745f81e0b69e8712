import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { STORAGE_KEYS } from '@kk/domain';
import { aParentUser, anAdminUser } from '../testing/session-fixtures';
import { Page, renderWithSession } from '../testing/render-with-session';
import { RequireAuth } from './guards';
import { selectSessionEnd, selectSessionUser } from './session-slice';

/** What the browser does in this tab when another tab changes localStorage. */
function otherTabChanges(key: string | null, newValue: string | null) {
  if (key !== null) {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
  } else {
    localStorage.clear();
  }
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

const routes = (
  <>
    <Route path="/connexion" element={<Page name="Connexion" />} />
    <Route element={<RequireAuth />}>
      <Route path="/profile" element={<Page name="Profil" />} />
    </Route>
  </>
);

beforeEach(() => localStorage.clear());

describe('sessions across tabs', () => {
  it('a logout in another tab logs this tab out', async () => {
    const { store } = renderWithSession(routes, { user: aParentUser(), path: '/profile' });
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();

    otherTabChanges(STORAGE_KEYS.sessionUser, null);

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectSessionEnd(store.getState())).toBe('other-tab');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('clearing the whole storage in another tab logs this tab out', () => {
    const { store } = renderWithSession(routes, { user: aParentUser(), path: '/profile' });

    otherTabChanges(null, null);

    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('a login in another tab signs this tab in', () => {
    const { store } = renderWithSession(routes, { path: '/connexion' });

    otherTabChanges(STORAGE_KEYS.sessionUser, JSON.stringify(anAdminUser()));

    expect(selectSessionUser(store.getState())).toEqual(anAdminUser());
  });

  it('a user changed in another tab (profile, level) is changed here too', () => {
    const { store } = renderWithSession(routes, { user: aParentUser() });

    otherTabChanges(STORAGE_KEYS.sessionUser, JSON.stringify(aParentUser({ current_level: 4 })));

    expect(selectSessionUser(store.getState())?.current_level).toBe(4);
  });

  it('a corrupt value written by another tab reads as signed out', () => {
    const { store } = renderWithSession(routes, { user: aParentUser() });

    otherTabChanges(STORAGE_KEYS.sessionUser, '{"token":');

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });

  it('ignores changes to other keys', () => {
    const { store } = renderWithSession(routes, { user: aParentUser() });

    otherTabChanges(STORAGE_KEYS.levels, '[]');
    otherTabChanges('another-app', 'x');

    expect(selectSessionUser(store.getState())).toEqual(aParentUser());
  });
});
