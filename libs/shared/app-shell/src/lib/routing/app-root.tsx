import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { selectToken } from '@kk/api-clients';
import { makeAppStore, type AppStore, type BackendApi } from '@kk/session';
import { ConnectionNotices } from '../offline/connection-notices';
import { clearOfflineReads } from '../offline/service-worker';
import { CrashBoundary } from '../errors/crash-boundary';
import { PageLoading } from '../loading/page-loading';
import { AppProviders } from '../providers/app-providers';
import { ScrollRestoration } from './scroll-restoration';

/**
 * What an app's route table renders inside: a rendering crash anywhere below is sent to
 * `/ErrorPage` (`CrashBoundary`), and the loading screen of §2 shows while a screen's code or
 * texts arrive. Apps wrap their routes in it; route tests render the same thing.
 *
 * @example export function AppRoutes() { return <RouteBoundaries>{useRoutes(routes)}</RouteBoundaries>; }
 */
export function RouteBoundaries({ children }: { children: ReactNode }) {
  return (
    <CrashBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </CrashBoundary>
  );
}

/**
 * Deletes the API answers kept for offline reading when the session ends or changes hands (sign-out,
 * expiry, another account): one account's data is never read by the next.
 */
function useOfflineReadsOfThisSession(store: AppStore) {
  useEffect(() => {
    let token = selectToken(store.getState());
    return store.subscribe(() => {
      const next = selectToken(store.getState());
      if (token !== null && next !== token) void clearOfflineReads();
      token = next;
    });
  }, [store]);
}

/**
 * The router an app's routes render in. In the browser, `BrowserAppRouter`; a page rendered at
 * build time (tools/vite/prerender.mts, the app's `prerender.tsx`) gives a `StaticRouter` at its path,
 * so the prerendered tree is the app's own providers, frame and routes.
 */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The browser's router, without transitions: a screen whose code is still arriving shows the loading
 * screen at once, rather than leaving the previous screen up with no sign of progress.
 */
export function BrowserAppRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** Props of {@link AppRoot}. */
export interface AppRootProps {
  /**
   * The backend APIs the app calls, held by its store (`makeAppStore`): an API in the store runs on
   * every action, and one left out stays out of the app's first load.
   */
  apis: readonly BackendApi[];
  /** The router: `BrowserAppRouter` by default. */
  router?: AppRouter;
  /**
   * The store, when the app made it before its first render (`makeAppStore(apis)`, to ask for the
   * first screen's data meanwhile: `prefetchPageData`). Default: one made here.
   */
  store?: AppStore;
  /** The app's routes. */
  children: ReactNode;
}

/**
 * The top of an app: its Redux store, the providers (session, translations, theme, toasts), the
 * offline and new-version notices (`ConnectionNotices`) and the router (`BrowserAppRouter` unless
 * `router` says otherwise) around the app's routes, with the scroll of a multi-page site
 * (`ScrollRestoration`: a new screen at the top, Back where the user was).
 *
 * @example bootstrapApp({ ..., render: () => <AppRoot apis={[shopApi, learningApi]}><AppRoutes /></AppRoot> })
 * @example prerender: <AppRoot apis={apis} router={({ children }) => <StaticRouter location="/connexion">{children}</StaticRouter>}>
 */
export function AppRoot({ apis, children, router: Router = BrowserAppRouter, store: given }: AppRootProps) {
  const [store] = useState(() => given ?? makeAppStore(apis));
  useOfflineReadsOfThisSession(store);
  return (
    <AppProviders store={store}>
      <ConnectionNotices />
      <Router>
        <ScrollRestoration />
        {children}
      </Router>
    </AppProviders>
  );
}
