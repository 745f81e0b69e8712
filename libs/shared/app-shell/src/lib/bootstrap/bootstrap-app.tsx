import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { yieldToBrowser } from '@kk/api-clients';
import { initI18n, type TranslationTables } from '@kk/i18n';
import { whenPageReady } from './prerendered-page';
import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './runtime-config';

export interface BootstrapOptions {
  /** Element the app renders into. */
  rootElement: HTMLElement;
  /**
   * Starts the fake backend (loads its chunk and puts it in front of the page's API calls). Only the
   * demo build has it: the app passes it when `import.meta.env.MODE !== 'production'`, so a
   * production build contains no mock code at all (the dynamic import of the app's `demo.ts` is
   * dropped with the dead branch).
   */
  startDemo?: () => Promise<void>;
  /** The app's translation tables (`shopTables`, `learningTables`). */
  translations: TranslationTables;
  /**
   * Starts what the first screen will need, as soon as the translations have started loading and
   * beside them and `config.json`: the app's matching lazy pages (`preloadPages`).
   */
  preload?: () => void;
  /**
   * Asks for the first screen's data once the configuration is read (and, in demo mode, the fake
   * backend's start asked for: the calls wait for it), before the translations and the first render:
   * `prefetchPageData`.
   */
  prefetch?: () => void;
  /** Renders the app once config, fake backend (in demo mode) and translations are ready. */
  render: (config: RuntimeConfig) => ReactNode;
  /** Where `config.json` is (tests). */
  configUrl?: string;
  /**
   * Whether the build has our service worker (`/sw.js`: built apps, not the dev server).
   * @default import.meta.env.PROD
   */
  serviceWorker?: boolean;
}

/**
 * The service worker of MSW, which was the demo's fake backend before it moved into the page: a
 * registration of it left on this origin is removed.
 */
const DEMO_WORKER_FILE = '/mockServiceWorker.js';

/**
 * Unregisters the fake-backend service worker that an earlier demo left on this origin: with a
 * real backend it would keep answering API calls from the demo's data, and in demo mode it would
 * still see every request of the page.
 */
async function unregisterDemoWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.getRegistrations) return 0;
  const registrations = await navigator.serviceWorker.getRegistrations();
  const demo = registrations.filter((r) =>
    [r.active, r.waiting, r.installing].some((w) => w?.scriptURL.endsWith(DEMO_WORKER_FILE)),
  );
  await Promise.all(demo.map((r) => r.unregister()));
  return demo.length;
}

/**
 * Whether the root holds a page prerendered at build time (tools/vite/prerender.mts) rather than
 * index.html's start screen: then React adopts that markup (`hydrateRoot`), and a lazy page keeps
 * its prerendered HTML until its chunk has arrived, so the first paint needs no JavaScript.
 */
function isPrerendered(rootElement: HTMLElement): boolean {
  const first = rootElement.firstElementChild;
  return first !== null && first.id !== 'kk-start';
}

/**
 * Whether index.html's inline script (tools/vite/app-html.mts) found another stored language than
 * the French of the prerendered pages: it marks `<html>` so that the page stays hidden.
 */
function otherLanguageMarked(): boolean {
  return document.documentElement.hasAttribute('data-kk-other-language');
}

/**
 * A prerendered page that does not match the first render (a signed-in user, another stored
 * language) is rendered again on the client: React says so with a recoverable error, which is
 * expected there and not logged as an error. Any other recoverable error is.
 */
function onRecoverableError(error: unknown, { componentStack }: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/hydrat|server rendered|Minified React error #(418|419|421|422|423|425)\b/i.test(message)) {
    console.info('Prerendered page rendered again on the client.', message, componentStack ?? '');
    return;
  }
  console.error(error);
}

/** Runs `task` once the page has loaded (the first render and its files come first). */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Holds the page's `fetch` calls made before `ready` settles, then sends them again through
 * whatever `fetch` is then (the fake backend's interceptor); later calls go straight to the
 * network's `fetch` (the interceptor calls it for what it does not answer). So the app renders
 * while the fake backend's chunk loads, and its first calls are answered by it.
 */
function holdFetchUntil(ready: Promise<unknown>): void {
  const networkFetch = globalThis.fetch;
  let settled = false;
  void ready.finally(() => {
    settled = true;
  });
  globalThis.fetch = (input, init) =>
    settled ? networkFetch(input, init) : ready.then(() => globalThis.fetch(input, init));
}

/**
 * Starts an app: reads `config.json` (while the translations and the first screen's pages load: `preload`); when the config asks for the
 * fake backend and the build has it, starts it beside the first render (the page's API calls wait
 * for it), then renders. A configuration that cannot start the app shows {@link ConfigErrorScreen}
 * with a Retry that reads it again. Once the app has rendered and the page has loaded, the built
 * apps register their service worker (never while the configuration is broken).
 */
export async function bootstrapApp({
  rootElement,
  startDemo,
  translations,
  preload,
  prefetch,
  render,
  configUrl,
  serviceWorker = import.meta.env.PROD,
}: BootstrapOptions): Promise<void> {
  // A task of its own: the entry's evaluation (the libraries, the three APIs, the styled components)
  // is already a long one on a slow phone, and making the translations' instance added 25 ms (4×).
  await yieldToBrowser();
  const i18nReady = initI18n({ tables: translations });
  // A task of its own, after the entry's evaluation (already a long one on a slow phone): starting
  // some thirty downloads costs a few milliseconds, which would make it longer still.
  if (preload) setTimeout(preload);
  let root: Root | null = null;
  // `adopt`: the app's own tree may adopt a prerendered page; the configuration's error screen never
  // does (it is not that page, and no lazy page of it would make the page usable: prerendered-page.ts).
  const show = (node: ReactNode, adopt = true) => {
    const element = <StrictMode>{node}</StrictMode>;
    if (root) root.render(element);
    else if (adopt && isPrerendered(rootElement) && !otherLanguageMarked()) {
      // `inert` since the first paint (prerender.mts): usable once the page's code has adopted it.
      whenPageReady(() => rootElement.removeAttribute('inert'));
      // In a transition, React adopts the page in slices of a few milliseconds, yielding to the
      // browser between them (the page is drawn already: nothing waits for it but the `inert`),
      // instead of one long task (docs/performance.md, "Total blocking time").
      startTransition(() => {
        root = hydrateRoot(rootElement, element, { onRecoverableError });
      });
    } else {
      // The French page of another language's user (hidden since the first paint), or of a start that
      // failed, is not adopted: the app draws its own, from an empty root.
      if (isPrerendered(rootElement)) rootElement.replaceChildren();
      rootElement.removeAttribute('data-kk-prerendered');
      rootElement.removeAttribute('inert');
      // In a transition too: React renders the first screen in slices, yielding to the browser between
      // them (index.html's start screen shows meanwhile), instead of one task of 250 ms on a slow phone
      // (docs/performance.md, "Total blocking time").
      const created = createRoot(rootElement);
      root = created;
      startTransition(() => created.render(element));
    }
  };

  const start = async (): Promise<void> => {
    let config: RuntimeConfig;
    try {
      config = await loadRuntimeConfig({ url: configUrl, demoAvailable: startDemo !== undefined });
    } catch (error) {
      if (!(error instanceof RuntimeConfigError)) throw error;
      console.error(error.message);
      // Its own chunk: only a failed start needs it (the first load stays within budget).
      const [{ ConfigErrorScreen }] = await Promise.all([import('../errors/config-error-screen'), i18nReady]);
      show(<ConfigErrorScreen problem={error.problem} onRetry={() => void start()} />, false);
      return;
    }
    unregisterDemoWorkers().catch((error: unknown) => console.warn('Demo worker cleanup failed.', error));
    if (config.demo && startDemo) {
      // §8: a fake backend that fails to start is only logged (its calls then go to the network).
      holdFetchUntil(startDemo().catch((error: unknown) => console.error('The demo backend could not start.', error)));
    }
    if (prefetch) {
      // A task of its own, after the configuration's reading.
      await yieldToBrowser();
      try {
        prefetch();
      } catch (error) {
        // The page's hooks ask for their data when they render, as without it.
        console.error("The first screen's data could not be asked for.", error);
      }
    }
    await i18nReady;
    // The tables' arrival (i18next's `loaded` events) and the adoption's start (`hydrateRoot` sets up
    // its listeners) in two tasks: together, 80 ms of a phone 4× slower.
    await yieldToBrowser();
    show(render(config));
    if (serviceWorker)
      // Its own chunk, fetched once the page has loaded (the first render does not need it).
      afterLoad(
        () =>
          void import('../offline/register-service-worker')
            .then(({ registerServiceWorker }) => registerServiceWorker(config.apiBaseUrl))
            // A chunk that cannot be fetched: the app works without its worker (as when registering fails).
            .catch((error: unknown) => console.error('The service worker could not be registered.', error)),
      );
  };
  await start();
}
