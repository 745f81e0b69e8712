import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { learningApi, schoolApi, shopApi } from '@kk/api-clients';
import { STORAGE_KEYS, type SessionUser } from '@kk/domain';
import { createSessionPersistence, refreshInfoProfile, removeSessionUser, storeSessionUser } from './persistence';
import { initialSessionState, sessionSlice, storedSessionRejected } from './session-slice';
import { readStoredChecked } from './storage';
import { storedSessionUserCheck } from './stored-session-user';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [shopApi.reducerPath]: shopApi.reducer,
  [learningApi.reducerPath]: learningApi.reducer,
  [schoolApi.reducerPath]: schoolApi.reducer,
});

/** Options of {@link makeStore}. */
export interface MakeStoreOptions {
  /**
   * The user to start with, stored as after a real login (`null`: a visitor, and any stored
   * session is removed). Default: the stored `session_user` (a corrupt one reads as a visitor).
   */
  preloadedUser?: SessionUser | null;
}

/**
 * The Redux store of an app, a story or a test: the `session` slice plus the three backend APIs
 * (`shopApi`, `learningApi`, `schoolApi`) with their middleware, the session persistence, and
 * RTK Query's focus/reconnect refetching.
 *
 * @example const store = makeStore(); // the user stored by a previous visit, if any
 * @example const store = makeStore({ preloadedUser: parentUser }); // a signed-in story
 */
export function makeStore({ preloadedUser }: MakeStoreOptions = {}) {
  let user: SessionUser | null;
  if (preloadedUser === undefined) {
    // Checked fully once the stored-value schemas have loaded; a user that fails then is dropped.
    user = readStoredChecked(STORAGE_KEYS.sessionUser, {
      ...storedSessionUserCheck,
      onRejected: () => {
        if (store.getState().session.user === user) store.dispatch(storedSessionRejected());
      },
    });
    // An `InfoProfile` written by an older version held the whole profile: keep only its flags.
    if (user) refreshInfoProfile(user);
  } else {
    user = preloadedUser;
    if (user) storeSessionUser(user);
    else removeSessionUser();
  }
  const persistence = createSessionPersistence();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: initialSessionState(user) },
    middleware: (getDefault) =>
      getDefault()
        .prepend(persistence.middleware)
        .concat(shopApi.middleware, learningApi.middleware, schoolApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The whole Redux state: `session`, `shopApi`, `learningApi`, `schoolApi`. */
export type RootState = ReturnType<AppStore['getState']>;
/** The store's dispatch (accepts thunks and RTK Query actions). */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for the app store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the app store. */
export const useAppStore = useStore.withTypes<AppStore>();
