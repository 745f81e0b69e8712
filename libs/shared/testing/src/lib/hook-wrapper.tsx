import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@kk/domain';
import { makeStore, SessionProvider } from '@kk/session';
import { CurrentPath } from './current-path';
import { initialEntry } from './initial-entry';

/** Options of {@link hookWrapper}. */
export interface HookWrapperOptions {
  /** The signed-in user, or null for a visitor. @default null */
  user?: SessionUser | null;
  /** Where the router is, with its query. @default '/' */
  path?: string;
  /** Router state of the first entry. @default undefined */
  state?: unknown;
  /**
   * The app's route pattern the hook renders at (`/defis/:challengeId`), so `useParams` reads `path`
   * as the app's route would. @default none: the hook renders outside any route
   */
  route?: string;
}

/**
 * A wrapper for `renderHook`: a fresh store signed in as `user` (no start-up loading) and a memory
 * router at `path`, with the "current path" output beside the hook so a test can see where it
 * navigated. Every hook rendered with the same `wrapper` shares the same `store`.
 *
 * @example
 * const { wrapper, store } = hookWrapper({ user: demoSessionUser(), path: '/school/1/levels?levels=3' });
 * const { result } = renderHook(() => useQuoteRequest(), { wrapper });
 * hookWrapper({ user, path: '/defis/31', route: '/defis/:challengeId' }); // useParams() → { challengeId: '31' }
 */
export function hookWrapper({ user = null, path = '/', state, route }: HookWrapperOptions = {}) {
  const store = makeStore({ preloadedUser: user });
  const entry = initialEntry(path, state);
  /** Wraps the test component `renderHook` renders (`children`) in the store and the router. */
  function HookWrapper({ children }: { children: ReactNode }) {
    return (
      <SessionProvider store={store} bootstrap={false}>
        <MemoryRouter initialEntries={[entry]} useTransitions={false}>
          <CurrentPath />
          {route === undefined ? (
            children
          ) : (
            <Routes>
              <Route path={route} element={children} />
            </Routes>
          )}
        </MemoryRouter>
      </SessionProvider>
    );
  }
  return { store, wrapper: HookWrapper };
}
