import { getResponse, type RequestHandler } from 'msw';
import { fakeBackendHandlers } from '../core/handlers';
import { referenceListHandlers } from '../core/reference-lists.handlers';
import { configureFakeBackend, setFakeBackendStorage, type FakeBackendStorage } from '../core/settings';
import { DB_STORAGE_KEY, reloadDemoData, SEED_AREAS, type SeedArea } from '../core/db';
import { configureSeedLoader, resetSeedLoader } from '../core/seed-loader';
import {
  bodiesOf,
  requestFromWire,
  responseToWire,
  type DemoBackendPort,
  type DemoBackendStart,
  type FromDemoBackend,
  type ToDemoBackend,
} from './protocol';

/**
 * The demo's fake backend, in its worker (lib/demo/worker.ts; in one thread with the page in the
 * tests): the store, the seed and the handlers of every call, answering the requests the page
 * hands it (protocol.ts). Off the page's main thread, the handlers' evaluation, the seed's
 * decoding, the schemas and the matching of each call against every handler no longer block the
 * page's first screens (issue 19: they were most of a demo page's blocking time).
 */

/** Each area's handlers, in a chunk of its own. */
const AREA_HANDLERS: Record<SeedArea, () => Promise<RequestHandler[]>> = {
  shop: () => import('../shop').then((area) => area.shopHandlers),
  learning: () => import('../learning').then((area) => area.learningHandlers),
  school: () => import('../school').then((area) => area.schoolHandlers),
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

/**
 * The page's `kk_fake_backend` entry, kept here: the store reads it, and each write is sent to the
 * page, which keeps it in its localStorage (a reload, another tab and the tests read it there).
 */
function pageStorage(stored: string | null, send: (message: FromDemoBackend) => void) {
  let value = stored;
  const storage: FakeBackendStorage = {
    getItem: (key) => (key === DB_STORAGE_KEY ? value : null),
    setItem: (key, next) => {
      if (key !== DB_STORAGE_KEY) return;
      value = next;
      send({ type: 'store', value: next });
    },
    removeItem: (key) => {
      if (key !== DB_STORAGE_KEY) return;
      value = null;
      send({ type: 'store', value: null });
    },
  };
  return { storage, replace: (next: string | null) => (value = next) };
}

/**
 * Serves the demo backend on `port` (the worker's scope): it starts on the page's `start` message,
 * then answers each `request` (a write sends the store to the page first, so the page has it when
 * the call's answer arrives), and reads the store again when another tab wrote it. `pageClock`
 * takes the page's time of each call (the worker's: page-clock.ts).
 */
export function serveDemoBackend(
  port: DemoBackendPort,
  { pageClock }: { pageClock?: (pageNow: number) => void } = {},
): void {
  const send = (message: FromDemoBackend, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  let answer: ((request: Request) => Promise<Response | undefined>) | null = null;
  let verbose = false;
  let replaceStored: (value: string | null) => void = () => undefined;
  port.onmessage = (event: MessageEvent<ToDemoBackend>) => {
    const message = event.data;
    if (message.type === 'start') {
      ({ answer, replaceStored, verbose } = start(message, send));
    } else if (message.type === 'stored') {
      replaceStored(message.value);
      reloadDemoData();
    } else if (message.type === 'request') {
      pageClock?.(message.now);
      void respond(message.id, message.request);
    }
  };

  async function respond(id: number, wire: Extract<ToDemoBackend, { type: 'request' }>['request']): Promise<void> {
    let response: Response | undefined;
    try {
      response = answer ? await answer(requestFromWire(wire)) : undefined;
    } catch (error) {
      // A handler that throws is a bug of the fake backend: the call gets a 500, which the app shows
      // as a server error (not a network failure, which would send it to the real network).
      console.error('[demo backend]', wire.method, wire.url, error);
      response = new Response(null, { status: 500 });
    }
    if (!response) {
      send({ type: 'response', id, response: null });
      return;
    }
    if (verbose) console.info(`[demo backend] ${wire.method} ${wire.url} → ${response.status}`);
    const data = await responseToWire(response);
    send({ type: 'response', id, response: data }, bodiesOf(data.body));
  }
}

function start(options: DemoBackendStart, send: (message: FromDemoBackend) => void) {
  const stored = pageStorage(options.stored, send);
  setFakeBackendStorage(stored.storage);
  configureFakeBackend({ persist: options.persist, latencyMs: options.latencyMs });
  // The store is read (or copied from the seed) by the first call that needs it.
  resetSeedLoader();
  reloadDemoData();
  // The prebuilt seed's core and the app's areas are asked for at once, beside the page's first
  // render; a part is parsed only when the store needs it.
  if (options.seedUrls) configureSeedLoader(options.seedUrls, ['core', ...(options.areas ?? [])]);
  // The app's areas' handlers are loaded now; the first call waits for them.
  const areas = options.areas ?? SEED_AREAS;
  const ownHandlers = handlersLoader(areas);
  void ownHandlers();
  const everyHandler = handlersLoader(SEED_AREAS);
  const answer = async (request: Request): Promise<Response | undefined> => {
    // A handler waits for the parts of the store it reads (`backend.*`); other requests for nothing.
    const response = await getResponse(await ownHandlers(), request);
    if (response) return response;
    // A call of another area than the app's (none of its screens makes one today; a new screen
    // might): the other areas' handlers load once, and the call is answered as in the tests.
    if (areas.length < SEED_AREAS.length) return getResponse(await everyHandler(), request);
    return undefined;
  };
  return { answer, replaceStored: stored.replace, verbose: options.verbose };
}
