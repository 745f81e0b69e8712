/**
 * The shop's first screens rendered at build time (tools/vite/prerender.mts runs this module in Node
 * through Vite's SSR loader after the client build): the app's own tree (`App`, the one `main.tsx`
 * renders, so `hydrateRoot` adopts it) with a static router at the page's path, the French tables and
 * an empty store (no session: there is no storage in Node), as a visitor's first render draws it.
 */
import { prerenderApp, staticRouterAt, type PrerenderedPage } from '@kk/app-shell/prerender';
import { initI18n, shopTables } from '@kk/i18n';
import { App } from './app/app';

export type { PrerenderedPage };

/** Renders the shop at `location` as a visitor's first render does (French, signed out). */
export async function prerenderPage(location: string): Promise<PrerenderedPage> {
  await initI18n({ tables: shopTables, language: 'fr' });
  return prerenderApp(location, <App router={staticRouterAt(location)} />);
}
