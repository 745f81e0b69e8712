import { combineReducers, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { demoAccount } from '@kk/api-mocks/node';
import { sessionExpired } from '../lib/core/session-events';
import { learningApi } from '../lib/learning/learning-api';
import { schoolApi } from '../lib/school/school-api';
import { shopApi } from '../lib/shop/shop-api';

/** Sets the token of the test session (null signs out). */
export const setTestToken = createAction<string | null>('test/setToken');

interface TestSessionState {
  user: { token: string } | null;
  /** Endpoints whose 401 expired the session, in order. */
  expiredBy: string[];
}

function sessionReducer(
  state: TestSessionState = { user: null, expiredBy: [] },
  action: UnknownAction,
): TestSessionState {
  if (setTestToken.match(action)) return { ...state, user: action.payload ? { token: action.payload } : null };
  if (sessionExpired.match(action)) return { user: null, expiredBy: [...state.expiredBy, action.payload.endpoint] };
  return state;
}

/**
 * A store like the apps' (`session` + the three APIs) for API tests, without the session lib
 * (which depends on this one). `as` signs in as a demo account with its pre-issued token.
 */
export function createTestStore(options: { as?: string; token?: string } = {}) {
  const store = configureStore({
    reducer: combineReducers({
      session: sessionReducer,
      [shopApi.reducerPath]: shopApi.reducer,
      [learningApi.reducerPath]: learningApi.reducer,
      [schoolApi.reducerPath]: schoolApi.reducer,
    }),
    // The checks stay on; only their slowness warnings are raised above what a busy CI shows.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { warnAfter: 500 }, immutableCheck: { warnAfter: 500 } }).concat(
        shopApi.middleware,
        learningApi.middleware,
        schoolApi.middleware,
      ),
  });
  const token = options.token ?? (options.as ? demoAccount(options.as).token : null);
  if (token) store.dispatch(setTestToken(token));
  return store;
}

/** The store type of {@link createTestStore}. */
export type TestStore = ReturnType<typeof createTestStore>;
