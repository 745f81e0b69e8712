import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { selectToken } from '@kk/api-clients';
import { makeStore, type AppStore } from '@kk/session';
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
 * The top of an app: its Redux store, the providers (session, translations, theme, toasts), the
 * offline and new-version notices (`ConnectionNotices`) and the
 * browser router around the app's routes, with the scroll of a multi-page site (`ScrollRestoration`:
 * a new screen at the top, Back where the user was).
 *
 * The router runs without transitions: a screen whose code is still arriving shows the loading
 * screen at once, rather than leaving the previous screen up with no sign of progress.
 *
 * @example bootstrapApp({ ..., render: () => <AppRoot><AppRoutes /></AppRoot> })
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  useOfflineReadsOfThisSession(store);
  return (
    <AppProviders store={store}>
      <ConnectionNotices />
      <BrowserRouter useTransitions={false}>
        <ScrollRestoration />
        {children}
      </BrowserRouter>
    </AppProviders>
  );
}
