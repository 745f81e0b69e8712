import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse, type RequestHandler } from 'msw';
import { fakeBackendHandlers } from './lib/core/handlers';
import { referenceListHandlers } from './lib/core/reference-lists.handlers';
import { configureFakeBackend, type FakeBackendSettings } from './lib/core/settings';
import { DB_STORAGE_KEY, discardDemoData, reloadDemoData, SEED_AREAS, type SeedArea } from './lib/core/db';
import { configureSeedLoader, isSeedUrl, resetSeedLoader, type DemoSeedUrls } from './lib/core/seed-loader';

/**
 * The demo's fake backend in the page (`@kk/api-mocks/demo`, imported by each app's `demo.ts`).
 * Its own entry so that a demo page evaluates only the handlers of the app's areas: the shop's
 * demo chunk has no learning or school handler, nor their domain schemas (issue 19: the demo
 * backend's evaluation was the longest task of a demo page's start). Tests and stories use every
 * handler at once (`handlers` of the package's main entry).
 */

/** Each area's handlers, in a chunk of its own. */
const AREA_HANDLERS: Record<SeedArea, () => Promise<RequestHandler[]>> = {
  shop: () => import('./lib/shop').then((area) => area.shopHandlers),
  learning: () => import('./lib/learning').then((area) => area.learningHandlers),
  school: () => import('./lib/school').then((area) => area.schoolHandlers),
};

/**
 * The handlers of `areas`, with the reference lists' that both apps read at start-up and the fake
 * backend's own, in the order of the main entry's `handlers`.
 */
export async function handlersOf(areas: readonly SeedArea[]): Promise<RequestHandler[]> {
  const lists = await Promise.all(
    SEED_AREAS.filter((area) => areas.includes(area)).map((area) => AREA_HANDLERS[area]()),
  );
  return [...referenceListHandlers, ...lists.flat(), ...fakeBackendHandlers];
}

/** Options of {@link startDemoBackend}. */
export interface DemoBackendOptions extends Partial<FakeBackendSettings> {
  /** Log every request the fake backend answers in the console. */
  verbose?: boolean;
  /**
   * Addresses of the seed built at build time, one file per part (`virtual:kk-demo-seed` of
   * tools/vite/demo-seed.mts in the demo builds): the core and `areas` are fetched at once, any other
   * area when a call first needs it, and the store's fresh copies are parsed from them. Without them
   * (dev server) the seed is built in the page by `seedDb()`.
   */
  seedUrls?: DemoSeedUrls | null;
  /**
   * The areas of the store the app reads (its own backends): their seed is fetched at once with the
   * core, and only their handlers are loaded (`['shop']` for the shop, `['learning', 'school']`
   * for the learning platform); a call that none of them answers loads the other areas' handlers
   * once and is answered by them. Default: every area's handlers are loaded, and no area's seed is
   * fetched before a call needs it.
   */
  areas?: readonly SeedArea[];
}

/**
 * Test hook, not a product feature: the localStorage key that, set to `'1'` before the page starts, makes the demo
 * backend answer at once instead of after its pretend latency. The apps' e2e journeys set it in every page
 * (`storageState` of tools/playwright/app-e2e-config.mts, which spells the same key) so that CI does not wait
 * 120-380 ms for every call; a spec that asserts a loading or submitting state holds that request itself
 * (`page.route`) rather than relying on the latency. An explicit `latencyMs` option wins over it; the demo a user
 * opens never has it set.
 */
export const DEMO_NO_LATENCY_KEY = 'kk:test-demo-no-latency';

/** Whether the e2e hook {@link DEMO_NO_LATENCY_KEY} is set (false when storage cannot be read). */
function demoLatencyTurnedOff(): boolean {
  try {
    return localStorage.getItem(DEMO_NO_LATENCY_KEY) === '1';
  } catch {
    return false;
  }
}

/** The query parameter that starts the demo again from the seed: `http://localhost:4200/?reset-demo`. */
export const RESET_DEMO_PARAM = 'reset-demo';

/**
 * Starts the fake backend in the page (demo mode): MSW's request interceptors take the page's
 * `fetch` and `XMLHttpRequest` calls, and the same handlers as the tests and stories answer them,
 * with a short realistic latency; the store is kept in localStorage (key `kk_fake_backend`) so a
 * reload keeps what the user did. A call no handler knows goes to the network.
 *
 * In the page and not in a service worker (issue 19): a worker sees every request of the page
 * (each chunk, font and picture made a round trip through the page to be matched against every
 * handler, seconds of main-thread work on a phone) and must be installed before the first call.
 * Here only the API calls of the page's own code are seen; scripts, styles, fonts and pictures never
 * are. Opening the app with `?reset-demo` starts again from the seed (the parameter is then removed
 * from the address bar). Tabs share the store: a write in one is read by the others' next call.
 */
export function startDemoBackend(options: DemoBackendOptions = {}): { stop: () => void } {
  configureFakeBackend({
    persist: options.persist ?? true,
    latencyMs: options.latencyMs ?? (demoLatencyTurnedOff() ? [0, 0] : [120, 380]),
  });
  // The prebuilt seed's core and the app's areas are asked for at once, beside the first render (the
  // interceptor lets these requests through: see below); a part is parsed only when the store needs it.
  const seedUrls = options.seedUrls ? absoluteUrls(options.seedUrls) : null;
  if (seedUrls) configureSeedLoader(seedUrls, ['core', ...(options.areas ?? [])]);
  const url = new URL(window.location.href);
  if (url.searchParams.has(RESET_DEMO_PARAM)) {
    // The stored copy is removed, not overwritten with the seed: the first call starts from it.
    discardDemoData();
    url.searchParams.delete(RESET_DEMO_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  // Otherwise the store is read (or copied from the seed) by the first call that needs it, not while
  // the first screen renders; a page with no call never does.
  if (options.persist ?? true) {
    // Another tab wrote the store (a submit, a new order): this tab reads it again on its next
    // call, as one real backend would answer both tabs (an exam submitted in one tab is then
    // refused in the other).
    window.addEventListener('storage', (event) => {
      if (event.key === DB_STORAGE_KEY) reloadDemoData();
    });
  }
  const interceptor = new BatchInterceptor({
    name: 'kk-demo-backend',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  // The app's areas' handlers are fetched now, beside the first render; the first call waits for them.
  const areas = options.areas ?? SEED_AREAS;
  const ownHandlers = handlersLoader(areas);
  void ownHandlers();
  const everyHandler = handlersLoader(SEED_AREAS);
  interceptor.on('request', async ({ request, controller }) => {
    if (isSeedUrl(request.url)) return;
    // A handler waits for the parts of the store it reads (`backend.*`); other requests for nothing.
    let response = await getResponse(await ownHandlers(), request);
    // A call of another area than the app's (none of its screens makes one today; a new screen
    // might): the other areas' handlers load once, and the call is answered as in the tests.
    if (!response && areas.length < SEED_AREAS.length) response = await getResponse(await everyHandler(), request);
    if (!response) return;
    if (options.verbose) console.info(`[demo backend] ${request.method} ${request.url} → ${response.status}`);
    controller.respondWith(response);
  });
  interceptor.apply();
  return {
    stop: () => {
      interceptor.dispose();
      if (seedUrls) resetSeedLoader();
    },
  };
}

/**
 * {@link handlersOf}, loaded on the first call of the returned function and kept. When their chunks
 * cannot be fetched (the connection dropped), the calls waiting for them get none (they go to the
 * network, as §8 wants) and the next call tries again.
 */
function handlersLoader(areas: readonly SeedArea[]): () => Promise<RequestHandler[]> {
  let loading: Promise<RequestHandler[]> | null = null;
  return () =>
    (loading ??= handlersOf(areas).catch((error: unknown) => {
      console.error('The demo backend could not load its handlers.', error);
      loading = null;
      return [];
    }));
}

function absoluteUrls(urls: DemoSeedUrls): DemoSeedUrls {
  const base = window.location.href;
  return {
    core: new URL(urls.core, base).href,
    shop: new URL(urls.shop, base).href,
    learning: new URL(urls.learning, base).href,
    school: new URL(urls.school, base).href,
  };
}
