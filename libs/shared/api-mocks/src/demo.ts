import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import type { FakeBackendSettings } from './lib/core/settings';
import { DB_STORAGE_KEY, type SeedArea } from './lib/core/db';
import type { DemoSeedUrls } from './lib/core/seed-loader';
import {
  bodiesOf,
  requestToWire,
  responseFromWire,
  type DemoBackendPort,
  type FromDemoBackend,
  type ToDemoBackend,
  type WireResponse,
} from './lib/demo/protocol';

/**
 * The demo's fake backend (`@kk/api-mocks/demo`, imported by each app's `demo.ts`): in the page,
 * only the interception of the page's own API calls; the store, the seed and the handlers run in a
 * worker (lib/demo/backend.ts), so that a demo page's main thread does not evaluate the handlers
 * and their schemas, decode the seed or match each call against every handler (issue 19: they were
 * most of a demo page's blocking time). Tests and stories use every handler at once (`handlers` of
 * the package's main entry).
 */

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
  /**
   * The backend's end of the channel (tests: a `MessagePort` served by `serveDemoBackend` in the same
   * thread). Default: the demo backend's worker.
   */
  connect?: () => DemoBackendPort;
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
 * Starts the fake backend (demo mode): MSW's request interceptors take the page's `fetch` and
 * `XMLHttpRequest` calls and hand each one to the backend's worker, where the same handlers as the
 * tests and stories answer them, with a short realistic latency; the store is kept in localStorage
 * (key `kk_fake_backend`: the worker sends each write to the page) so a reload keeps what the user
 * did. A call no handler knows goes to the network.
 *
 * Interception in the page and not a service worker (issue 19): a service worker sees every
 * request of the page (each chunk, font and picture made a round trip through the page to be
 * matched against every handler) and must be installed before the first call. Here only the API
 * calls of the page's own code are seen; scripts, styles, fonts and pictures never are. Opening the
 * app with `?reset-demo` starts again from the seed (the parameter is then removed from the address
 * bar). Tabs share the store: a write in one is read by the others' next call.
 */
export function startDemoBackend(options: DemoBackendOptions = {}): { stop: () => void } {
  const persist = options.persist ?? true;
  const url = new URL(window.location.href);
  if (url.searchParams.has(RESET_DEMO_PARAM)) {
    // The stored copy is removed, not overwritten with the seed: the first call starts from it.
    if (persist) writeStored(null);
    url.searchParams.delete(RESET_DEMO_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  const port = options.connect?.() ?? startWorker();
  const send = (message: ToDemoBackend, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  const waiting = new Map<number, (response: WireResponse | null) => void>();
  let lastId = 0;
  port.onmessage = (event: MessageEvent<FromDemoBackend>) => {
    const message = event.data;
    if (message.type === 'store') {
      writeStored(message.value);
    } else {
      waiting.get(message.id)?.(message.response);
      waiting.delete(message.id);
    }
  };
  // The worker could not start (its file did not arrive, the connection dropped): the calls go to
  // the network, as §8 wants.
  let failed = false;
  if (typeof Worker !== 'undefined' && port instanceof Worker) {
    port.addEventListener('error', (event) => {
      console.error('The demo backend could not start.', event.message);
      failed = true;
      for (const answer of waiting.values()) answer(null);
      waiting.clear();
    });
  }
  send({
    type: 'start',
    // The prebuilt seed's core and the app's areas are fetched by the worker at once, beside the
    // first render; the store is read from the page's stored copy or made from them by the first call.
    seedUrls: options.seedUrls ? absoluteUrls(options.seedUrls) : null,
    areas: options.areas ?? null,
    latencyMs: options.latencyMs ?? (demoLatencyTurnedOff() ? [0, 0] : [120, 380]),
    persist,
    stored: persist ? readStored() : null,
    verbose: options.verbose ?? false,
  });
  // Another tab wrote the store (a submit, a new order): this tab's backend reads it on its next
  // call, as one real backend would answer both tabs (an exam submitted in one tab is then refused
  // in the other).
  const onStorage = (event: StorageEvent) => {
    if (event.key === DB_STORAGE_KEY) send({ type: 'stored', value: event.newValue });
  };
  if (persist) window.addEventListener('storage', onStorage);
  const interceptor = new BatchInterceptor({
    name: 'kk-demo-backend',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  interceptor.on('request', async ({ request, controller }) => {
    if (failed) return;
    // A copy: a call no handler answers goes to the network with its own body.
    const wire = await requestToWire(request.clone());
    const id = ++lastId;
    const answered = new Promise<WireResponse | null>((resolve) => waiting.set(id, resolve));
    send({ type: 'request', id, now: Date.now(), request: wire }, bodiesOf(wire.body));
    const response = await answered;
    if (response) controller.respondWith(responseFromWire(response));
  });
  interceptor.apply();
  return {
    stop: () => {
      interceptor.dispose();
      if (persist) window.removeEventListener('storage', onStorage);
      port.terminate?.();
      port.close?.();
    },
  };
}

/** The demo backend's worker (bundled by Vite as a module worker of its own). */
function startWorker(): DemoBackendPort {
  return new Worker(new URL('./lib/demo/worker.ts', import.meta.url), { type: 'module', name: 'kk-demo-backend' });
}

function readStored(): string | null {
  try {
    return localStorage.getItem(DB_STORAGE_KEY);
  } catch {
    // Storage blocked: the backend starts from the seed and keeps its store in memory.
    return null;
  }
}

function writeStored(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(DB_STORAGE_KEY);
    else localStorage.setItem(DB_STORAGE_KEY, value);
  } catch (error) {
    // Quota exceeded or storage blocked: the demo keeps working in memory.
    console.warn('[fake backend] could not save the demo data', error);
  }
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
