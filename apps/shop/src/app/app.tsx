import { learningApi, shopApi } from '@kk/api-clients';
import { AppRoot, type AppRouter } from '@kk/app-shell';
import type { AppStore } from '@kk/session';
import { AppRoutes } from './routes';

/** The backend APIs this app calls (the levels and level groups at start-up included): its store holds these. */
export const APIS = [shopApi, learningApi];

/**
 * The shop app: providers and router around its routes. Everything else lives in the feature libs.
 * `router`: the browser's by default; the build-time render of a page (prerender.tsx) gives a static one.
 */
export function App({ router, store }: { router?: AppRouter; store?: AppStore }) {
  return (
    <AppRoot apis={APIS} router={router} store={store}>
      <AppRoutes />
    </AppRoot>
  );
}
