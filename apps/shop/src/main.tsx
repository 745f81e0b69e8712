import { bootstrapApp, prefetchPageData, preloadPages } from '@kk/app-shell';
import { shopTables } from '@kk/i18n';
import { makeAppStore, type AppStore } from '@kk/session';
import { APIS, App } from './app/app';
import { routes } from './app/routes';

let store: AppStore | undefined;
/** The app's store, made once: for the first screen's data (a page with a prefetch), or else by the first render. */
const appStore = () => (store ??= makeAppStore(APIS));

void bootstrapApp({
  rootElement: document.getElementById('root') as HTMLElement,
  // The demo build and the dev server only: a production build has no fake backend at all (this
  // branch, and the demo chunk with it, is dropped), and `"demo": true` in its config.json is refused.
  startDemo:
    import.meta.env.MODE === 'production' ? undefined : () => import('./demo').then((demo) => demo.startDemo()),
  translations: shopTables,
  // The page opened: its chunk and translations, beside the app's own.
  preload: () => preloadPages(routes, window.location.pathname),
  // Its data, as soon as the configuration is read: not once its render has been adopted.
  prefetch: () => prefetchPageData(routes, window.location, appStore),
  render: () => <App store={appStore()} />,
});
