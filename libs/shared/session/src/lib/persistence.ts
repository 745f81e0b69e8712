import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { learningApi, schoolApi, sessionExpired, shopApi, storedDataCleared } from '@kk/api-clients';
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

/**
 * Keeps storage in step with the session slice, and drops cached API data when the signed-in
 * user goes away or changes (a family shares one device: the next person must not see the
 * previous one's cart, orders or profile).
 */
export function createSessionPersistence() {
  const listener = createListenerMiddleware();

  listener.startListening({
    // Any change of the signed-in user (login, level, classLevel, profile, or an API answer that
    // changes it such as change_current_level) is stored; another tab's change was stored there.
    predicate: (action, current, original) => {
      const user = (current as WithSession).session.user;
      return user !== null && user !== (original as WithSession).session.user && !sessionSynced.match(action);
    },
    effect: (_action, api) => {
      const user = (api.getState() as WithSession).session.user;
      if (user) storeSessionUser(user);
    },
  });

  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: (_action, api) => {
      if ((api.getState() as WithSession).session.user === null) removeSessionUser();
    },
  });

  listener.startListening({
    // A logout forgets where a visitor was going: the next person to sign in starts afresh.
    actionCreator: loggedOut,
    effect: () => clearNextUrl(),
  });

  listener.startListening({
    actionCreator: storedDataCleared,
    effect: () => clearStoredData(),
  });

  listener.startListening({
    // Whatever replaces a signed-in user (logout here or in another tab, expiry, clearing, a
    // different login) drops that user's cached data.
    predicate: (_action, current, original) => {
      const before = (original as WithSession).session.user;
      return before !== null && (current as WithSession).session.user?.id !== before.id;
    },
    effect: (_action, api) => {
      api.dispatch(shopApi.util.resetApiState());
      api.dispatch(learningApi.util.resetApiState());
      api.dispatch(schoolApi.util.resetApiState());
    },
  });

  return listener;
}
