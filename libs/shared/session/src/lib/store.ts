import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { learningApi, schoolApi, shopApi } from '@kk/api-clients';
import { STORAGE_KEYS, type SessionUser } from '@kk/domain';
import { createSessionPersistence, refreshInfoProfile, removeSessionUser, storeSessionUser } from './persistence';
import { initialSessionState, sessionSlice, storedSessionRejected, type SessionState } from './session-slice';
import { readStoredChecked } from './storage';
import { storedSessionUserCheck } from './stored-session-user';

/** One of the three backend APIs (RTK Query) a store can hold. */
export type BackendApi = typeof shopApi | typeof learningApi | typeof schoolApi;

/**
 * The whole Redux state: `session`, and the cache of each backend API (`shopApi`, `learningApi`,
 * `schoolApi`). An app's store holds only the APIs it calls (`makeAppStore`): the others' parts
 * are absent, and no screen of that app reads them.
 */
export type RootState = { session: SessionState } & {
  [Api in BackendApi as Api['reducerPath']]: ReturnType<Api['reducer']>;
};

/** Options of {@link makeAppStore} and {@link makeStore}. */
export interface MakeStoreOptions {
  /**
   * The user to start with, stored as after a real login (`null`: a visitor, and any stored
   * session is removed). Default: the stored `session_user` (a corrupt one reads as a visitor).
   */
  preloadedUser?: SessionUser | null;
}

/**
 * The Redux store of an app: the `session` slice and the backend APIs the app calls, with their
 * middleware, the session persistence, and RTK Query's focus/reconnect refetching. The shop
 * passes `shopApi` and `learningApi` (the start-up's level groups), the learning platform all
 * three: an API in the store runs its reducer and middleware on every action, and an API an app
 * never calls stays out of its first load (docs/performance.md, "The stored lists read once a page").
 *
 * @example const store = makeAppStore([shopApi, learningApi]); // the user stored by a previous visit, if any
 */
export function makeAppStore(apis: readonly BackendApi[], { preloadedUser }: MakeStoreOptions = {}) {
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
  const reducer = combineReducers({
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    ...Object.fromEntries(apis.map((api) => [api.reducerPath, api.reducer])),
  }) as unknown as Reducer<RootState>;
  const persistence = createSessionPersistence(apis);
  const store = configureStore({
    reducer,
    preloadedState: { session: initialSessionState(user) } as RootState,
    middleware: (getDefault) =>
      getDefault()
        .prepend(persistence.middleware)
        .concat(...apis.map((api) => api.middleware as Middleware<object, RootState>)),
  });
  setupListeners(store.dispatch);
  initialStates.set(store, store.getState());
  return store;
}

/** Each store's state as {@link makeAppStore} made it: see {@link initialStateOf}. */
const initialStates = new WeakMap<object, RootState>();

/**
 * The state a store started with, before anything was dispatched to it: what a page prerendered at
 * build time was drawn from (a visitor or the stored user, no answer yet). `SessionProvider` gives
 * it to react-redux as the server state, so that adopting that page reads it, even when the first
 * screen's data asked for before the adoption (`prefetchPageData` of @kk/app-shell) has arrived;
 * the components then render again with the data, as they would have on its arrival.
 */
export function initialStateOf(store: object): RootState | undefined {
  return initialStates.get(store);
}

/**
 * The store of a story or a test: {@link makeAppStore} with the three APIs.
 *
 * @example const store = makeStore(); // the user stored by a previous visit, if any
 * @example const store = makeStore({ preloadedUser: parentUser }); // a signed-in story
 */
export function makeStore(options: MakeStoreOptions = {}) {
  return makeAppStore([shopApi, learningApi, schoolApi], options);
}

/** The store type. */
export type AppStore = ReturnType<typeof makeAppStore>;
/** The store's dispatch (accepts thunks and RTK Query actions). */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for the app store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the app store. */
export const useAppStore = useStore.withTypes<AppStore>();
