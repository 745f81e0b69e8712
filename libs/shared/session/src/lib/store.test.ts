import { learningApi, levelsSubjectsApi, shopApi } from '@kk/api-clients';
import { STORAGE_KEYS } from '@kk/domain';
import { aParentUser } from '../testing/session-fixtures';
import { loggedOut, selectSessionUser } from './session-slice';
import { makeAppStore, makeStore } from './store';

beforeEach(() => localStorage.clear());

describe('makeStore', () => {
  it('starts signed in as the stored user', async () => {
    localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(aParentUser()));

    const store = makeStore();

    expect(selectSessionUser(store.getState())).toEqual(aParentUser());
    // The full check that follows keeps it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectSessionUser(store.getState())).toEqual(aParentUser());
  });

  it("trims an older version's InfoProfile to the account's username and flags at start", () => {
    const user = aParentUser();
    localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.infoProfile, JSON.stringify(user.profile));

    makeStore();

    const info = JSON.parse(localStorage.getItem(STORAGE_KEYS.infoProfile) ?? 'null');
    expect(Object.keys(info).sort()).toEqual(['is_school_admin', 'password_is_forgotten', 'scope', 'username']);
    expect(info.username).toBe(user.profile.username);
  });

  it('drops a stored user that only looks right once its full check rejects it', async () => {
    const stored = { ...aParentUser(), current_level: { id: 3 } };
    localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(stored));

    const store = makeStore();

    expect(selectSessionUser(store.getState())?.token).toBe(stored.token);
    await vi.waitFor(() => expect(selectSessionUser(store.getState())).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });

  it('starts as a visitor when the stored value is not a user at all', () => {
    localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify({ name: 'x' }));

    expect(selectSessionUser(makeStore().getState())).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionUser)).toBeNull();
  });
});

describe('makeAppStore', () => {
  it("holds the session and the APIs it is given, and a change of user drops those APIs' cached data", async () => {
    const store = makeAppStore([shopApi, learningApi], { preloadedUser: aParentUser() });
    await store.dispatch(
      levelsSubjectsApi.util.upsertQueryData('getLevels', undefined, { levels: [], levels_groups: [], subjects: [] }),
    );

    expect(Object.keys(store.getState()).sort()).toEqual(['learningApi', 'session', 'shopApi']);
    expect(Object.keys(store.getState().shopApi.queries)).toHaveLength(1);

    store.dispatch(loggedOut());

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(store.getState().shopApi.queries).toEqual({});
  });
});
