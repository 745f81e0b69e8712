import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import { sessionExpired, storedDataCleared } from '@kk/api-clients';
import { STORAGE_KEYS, type SessionUser } from '@kk/domain';
import { loggedOut, sessionSynced, type SessionState } from './session-slice';
import { clearNextUrl } from './next-url';
import { infoProfileOf } from './info-profile';
import { clearStoredData, removeStored, writeStored } from './storage';

interface WithSession {
  session: SessionState;
}

/** Stores the user (`session_user`) and its account flags (`InfoProfile`, no personal data twice). */
export function storeSessionUser(user: SessionUser): void {
  writeStored(STORAGE_KEYS.sessionUser, user);
  refreshInfoProfile(user);
}

/** Rewrites `InfoProfile` from the user's profile (its username and flags only). */
export function refreshInfoProfile(user: SessionUser): void {
  writeStored(STORAGE_KEYS.infoProfile, infoProfileOf(user.profile));
}

/** Removes the stored user and profile (§4 logout). */
export function removeSessionUser(): void {
  removeStored(STORAGE_KEYS.sessionUser);
  removeStored(STORAGE_KEYS.infoProfile);
}

/** The backend APIs of the store, whose cached data a change of user drops. */
interface ResettableApi {
  util: { resetApiState: () => UnknownAction };
}

type Reaction = (
  action: UnknownAction,
  current: WithSession,
  original: WithSession,
  dispatch: Dispatch,
  apis: readonly ResettableApi[],
) => void;

/** What follows each change of the session: storage, the next URL, the cached API data. */
const reactions: Reaction[] = [
  // Any change of the signed-in user (login, level, classLevel, profile, or an API answer that
  // changes it such as change_current_level) is stored; another tab's change was stored there.
  (action, current, original) => {
    const user = current.session.user;
    if (user !== null && user !== original.session.user && !sessionSynced.match(action)) storeSessionUser(user);
  },
  (action, current) => {
    if ((loggedOut.match(action) || sessionExpired.match(action)) && current.session.user === null) {
      removeSessionUser();
    }
  },
  // A logout forgets where a visitor was going: the next person to sign in starts afresh.
  (action) => {
    if (loggedOut.match(action)) clearNextUrl();
  },
  (action) => {
    if (storedDataCleared.match(action)) clearStoredData();
  },
  // Whatever replaces a signed-in user (logout here or in another tab, expiry, clearing, a
  // different login) drops that user's cached data.
  (_action, current, original, dispatch, apis) => {
    const before = original.session.user;
    if (before === null || current.session.user?.id === before.id) return;
    for (const api of apis) dispatch(api.util.resetApiState());
  },
];

/**
 * Keeps storage in step with the session slice, and drops cached API data when the signed-in
 * user goes away or changes (a family shares one device: the next person must not see the
 * previous one's cart, orders or profile).
 *
 * A plain middleware (RTK's listener middleware did the same in 1.3 KB brotli of every first
 * load): after the reducers have run, each reaction compares the state before and after the
 * action. A reaction that throws is reported and does not stop the others nor the dispatch.
 */
export function createSessionPersistence(apis: readonly ResettableApi[]): { middleware: Middleware } {
  const middleware: Middleware = (api) => (next) => (action) => {
    const original = api.getState() as WithSession;
    const result = next(action);
    const current = api.getState() as WithSession;
    for (const react of reactions) {
      try {
        react(action as UnknownAction, current, original, api.dispatch, apis);
      } catch (error) {
        console.error(error);
      }
    }
    return result;
  };
  return { middleware };
}
