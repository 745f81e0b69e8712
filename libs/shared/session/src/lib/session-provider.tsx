import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useSessionBootstrap } from './bootstrap';
import { useCrossTabSession } from './cross-tab';
import { initialStateOf, type AppStore } from './store';

function CrossTabSync() {
  useCrossTabSession();
  return null;
}

function Bootstrap() {
  useSessionBootstrap();
  return null;
}

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The store (`makeAppStore` in an app, `makeStore()` in a story or a test). */
  store: AppStore;
  /** Load levels, subjects and level groups at start when they are not stored. @default true */
  bootstrap?: boolean;
  /** The app. */
  children: ReactNode;
}

/**
 * The Redux provider of an app: the session and the backend APIs, kept in step with the other
 * browser tabs (a logout in one tab logs out the others), and the reference lists loaded at start.
 *
 * @example <SessionProvider store={makeStore()}><App /></SessionProvider>
 */
export function SessionProvider({ store, bootstrap = true, children }: SessionProviderProps) {
  return (
    // The adoption of a prerendered page reads the state the page was drawn from (initialStateOf).
    <Provider store={store} serverState={initialStateOf(store)}>
      <CrossTabSync />
      {bootstrap && <Bootstrap />}
      {children}
    </Provider>
  );
}
