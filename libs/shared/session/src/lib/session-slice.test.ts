import { sessionExpired, shopApi, storedDataCleared } from '@kk/api-clients';
import { STORAGE_KEYS } from '@kk/domain';
import { aParentUser, anAdminUser } from '../testing/session-fixtures';
import {
  classLevelModified,
  currentLevelChanged,
  loggedIn,
  loggedOut,
  profileUpdated,
  selectAccountType,
  selectIsLoggedIn,
  selectSessionEnd,
  selectSessionUser,
  selectToken,
  sessionSynced,
} from './session-slice';
import { makeStore } from './store';

const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

beforeEach(() => localStorage.clear());

/** An endpoint answering without the network, to have something in the shop API's cache. */
const cachedApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    sessionTestCached: build.query<string, void>({ queryFn: () => ({ data: 'cached' }) }),
  }),
});

describe('login and logout', () => {
  it('a visitor has no user, token or account type', () => {
    const store = makeStore();

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectAccountType(store.getState())).toBeNull();
  });

  it('login signs the user in and stores session_user and InfoProfile', () => {
    const store = makeStore();
    const user = aParentUser();

    store.dispatch(loggedIn(user));

    expect(selectSessionUser(store.getState())).toEqual(user);
    expect(selectToken(store.getState())).toBe('token-parent-1');
    expect(selectAccountType(store.getState())).toBe('pa');
    expect(store.getState().session.user?.token).toBe('token-parent-1');
    expect(stored(STORAGE_KEYS.sessionUser)).toEqual(user);
    const { username, is_school_admin, scope, password_is_forgotten } = user.profile;
    expect(stored(STORAGE_KEYS.infoProfile)).toEqual({ username, is_school_admin, scope, password_is_forgotten });
  });

  it('logout removes session_user and InfoProfile, and leaves the other keys', () => {
    const store = makeStore({ preloadedUser: aParentUser() });
    localStorage.setItem(STORAGE_KEYS.levels, '[]');

    store.dispatch(loggedOut());

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionEnd(store.getState())).toBe('logout');
    expect(stored(STORAGE_KEYS.sessionUser)).toBeNull();
    expect(stored(STORAGE_KEYS.infoProfile)).toBeNull();
    expect(stored(STORAGE_KEYS.levels)).toEqual([]);
  });

  it('a new store starts with the stored user (a reload keeps the session)', () => {
    makeStore().dispatch(loggedIn(aParentUser()));

    const reloaded = makeStore();

    expect(selectSessionUser(reloaded.getState())).toEqual(aParentUser());
  });

  it('a corrupt stored user starts a visitor session and is removed', () => {
    localStorage.setItem(STORAGE_KEYS.sessionUser, '{"token":');

    const store = makeStore();

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });

  it('a preloaded user is stored like a login; a preloaded visitor removes the stored session', () => {
    makeStore({ preloadedUser: anAdminUser() });
    expect(stored(STORAGE_KEYS.sessionUser)).toEqual(anAdminUser());

    const store = makeStore({ preloadedUser: null });

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(stored(STORAGE_KEYS.sessionUser)).toBeNull();
  });
});

describe('changes to the signed-in user', () => {
  it('changing the current level updates current_level in the stored user (§4)', () => {
    const store = makeStore({ preloadedUser: aParentUser() });

    store.dispatch(currentLevelChanged(7));

    expect(store.getState().session.user?.current_level).toBe(7);
    expect(stored(STORAGE_KEYS.sessionUser).current_level).toBe(7);
  });

  it('the modify action sets classLevel on the user (§4)', () => {
    const store = makeStore({ preloadedUser: aParentUser() });

    store.dispatch(classLevelModified('CE2'));

    expect(store.getState().session.user?.classLevel).toBe('CE2');
    expect(stored(STORAGE_KEYS.sessionUser).classLevel).toBe('CE2');
  });

  it('a saved profile updates the profile, the name shown and the stored user, never copying contact details', () => {
    const store = makeStore({ preloadedUser: aParentUser() });

    store.dispatch(profileUpdated({ firstName: 'Salima', email: 'salima@example.ma', image: 'https://img/1.png' }));

    const user = store.getState().session.user;
    expect(user?.profile).toMatchObject({ firstName: 'Salima', lastName: 'Bennani', email: 'salima@example.ma' });
    expect([user?.firstName, user?.name, user?.image]).toEqual(['Salima', 'Salima Bennani', 'https://img/1.png']);
    expect(localStorage.getItem(STORAGE_KEYS.infoProfile)).not.toMatch(/Salima|salima@example\.ma|img\/1\.png/);
    expect(stored(STORAGE_KEYS.sessionUser).profile.email).toBe('salima@example.ma');
  });

  it('ignores user changes while nobody is signed in', () => {
    const store = makeStore({ preloadedUser: null });

    store.dispatch(currentLevelChanged(3));
    store.dispatch(classLevelModified(2));
    store.dispatch(profileUpdated({ firstName: 'X' }));

    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });
});

describe('the API layer ending the session (§8)', () => {
  it('sessionExpired (a 401) clears the user and the stored session', () => {
    const store = makeStore({ preloadedUser: aParentUser() });

    store.dispatch(sessionExpired({ endpoint: 'getLevels' }));

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionEnd(store.getState())).toBe('expired');
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.infoProfile)).toBeNull();
  });

  it("a visitor's 401 changes nothing", () => {
    const store = makeStore({ preloadedUser: null });

    store.dispatch(sessionExpired({ endpoint: 'getLevels' }));

    expect(selectSessionEnd(store.getState())).toBeNull();
  });

  it('storedDataCleared clears the user and every stored key but the language', () => {
    const store = makeStore({ preloadedUser: aParentUser() });
    localStorage.setItem(STORAGE_KEYS.levels, '[]');
    localStorage.setItem(STORAGE_KEYS.demandeData, '{}');
    localStorage.setItem(STORAGE_KEYS.currentLanguage, '"ar"');

    store.dispatch(storedDataCleared({ endpoint: 'listFriends' }));

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionEnd(store.getState())).toBe('cleared');
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.currentLanguage]);
  });

  it("drops the signed-out user's cached API data, and keeps a visitor's on login", async () => {
    const store = makeStore({ preloadedUser: null });
    await store.dispatch(cachedApi.endpoints.sessionTestCached.initiate());
    const cachedKeys = () => Object.keys(store.getState().shopApi.queries);
    expect(cachedKeys()).toHaveLength(1);

    store.dispatch(loggedIn(aParentUser()));
    expect(cachedKeys()).toHaveLength(1);

    store.dispatch(loggedOut());
    expect(cachedKeys()).toEqual([]);
  });
});

describe('another tab', () => {
  it('follows a sign-out made elsewhere without storing anything again', () => {
    const store = makeStore({ preloadedUser: aParentUser() });
    localStorage.removeItem(STORAGE_KEYS.sessionUser);

    store.dispatch(sessionSynced(null));

    expect(selectSessionEnd(store.getState())).toBe('other-tab');
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });
});
