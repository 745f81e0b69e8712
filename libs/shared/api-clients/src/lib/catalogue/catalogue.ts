import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { configureApi, getApiConfig } from '../core/config';
import { learningApi } from '../learning/learning-api';
import { schoolApi } from '../school/school-api';
import { shopApi } from '../shop/shop-api';
import { learningCatalogueArgs } from '../learning/catalogue-args';
import { schoolCatalogueArgs } from '../school/catalogue-args';
import { shopCatalogueArgs } from '../shop/catalogue-args';
// Endpoints are injected when their files are evaluated: load every domain file of the three APIs.
import '../shop';
import '../learning';
import '../school';

/** One line of the endpoint catalogue. */
export interface CatalogueEntry {
  /** `<reducerPath>.<endpoint>`, e.g. `shopApi.getSchools`. */
  endpoint: string;
  method: string;
  /** Path with the placeholders of api-calls.json (`{product}`, `{id}`, ...), without the query. */
  path: string;
  auth: 'none' | 'token' | 'bearer';
}

/** The catalogue and what could not be catalogued. */
export interface Catalogue {
  entries: CatalogueEntry[];
  /** Endpoints that have no sample argument (run with `undefined`). */
  withoutSampleArg: string[];
  /** Endpoints that sent no request. */
  silent: string[];
}

/** Host the catalogue pretends to call: nothing is sent over the network. */
export const CATALOGUE_HOST = 'http://catalogue.invalid';
/** Token of the catalogue session, so the auth scheme of each endpoint shows. */
const CATALOGUE_TOKEN = 'catalogue-token';

/** The sample argument of every endpoint of the three APIs, by reducer path. */
export function catalogueSampleArgs(): Record<string, Record<string, unknown>> {
  return { shopApi: shopCatalogueArgs, learningApi: learningCatalogueArgs, schoolApi: schoolCatalogueArgs };
}

interface Recorded {
  method: string;
  url: string;
  authorization: string | null;
}

function authOf(header: string | null): CatalogueEntry['auth'] {
  if (!header) return 'none';
  if (/^token\s/i.test(header)) return 'token';
  if (/^bearer\s/i.test(header)) return 'bearer';
  return 'none';
}

function pathOf(url: string): string {
  const { pathname } = new URL(url, CATALOGUE_HOST);
  // Placeholders were passed as literal text, which URLs percent-encode.
  return pathname.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

/** Records XMLHttpRequest uploads instead of sending them. */
function recordingXhr(log: Recorded[]) {
  return class RecordingXMLHttpRequest {
    upload = { onprogress: null as unknown };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      log.push({ method: this.method, url: this.url, authorization: this.headers['authorization'] ?? null });
      this.status = 200;
      this.responseText = '{}';
      queueMicrotask(() => this.onload?.());
    }
  };
}

function restoreGlobal(name: string, descriptor: PropertyDescriptor | undefined) {
  if (descriptor) Object.defineProperty(globalThis, name, descriptor);
  else delete (globalThis as Record<string, unknown>)[name];
}

/**
 * Builds the endpoint catalogue by running every endpoint of the three APIs with its sample
 * argument against a recording `fetch` / `XMLHttpRequest` (nothing leaves the machine): the
 * method, path and Authorization scheme are what each endpoint's own request builder produced.
 */
export async function buildEndpointCatalogue(): Promise<Catalogue> {
  const apis = [shopApi, learningApi, schoolApi] as const;
  const sampleArgs = catalogueSampleArgs();
  const previousConfig = getApiConfig();
  const previousFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  const previousXhr = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
  const log: Recorded[] = [];

  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    log.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization') });
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  // defineProperty, not assignment: test environments install these globals read-only.
  Object.defineProperty(globalThis, 'fetch', { value: recordingFetch, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: recordingXhr(log), configurable: true, writable: true });
  configureApi({ baseUrl: CATALOGUE_HOST, product: '{product}' });

  const store = configureStore({
    reducer: combineReducers({
      session: () => ({ user: { token: CATALOGUE_TOKEN } }),
      [shopApi.reducerPath]: shopApi.reducer,
      [learningApi.reducerPath]: learningApi.reducer,
      [schoolApi.reducerPath]: schoolApi.reducer,
    }),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(
        shopApi.middleware,
        learningApi.middleware,
        schoolApi.middleware,
      ),
  });

  const catalogue: Catalogue = { entries: [], withoutSampleArg: [], silent: [] };
  try {
    for (const api of apis) {
      const args = sampleArgs[api.reducerPath] ?? {};
      for (const [name, endpoint] of Object.entries(api.endpoints)) {
        const qualified = `${api.reducerPath}.${name}`;
        if (!(name in args)) catalogue.withoutSampleArg.push(qualified);
        const before = log.length;
        const initiate = (endpoint as { initiate: (arg: unknown, options: object) => unknown }).initiate;
        try {
          // One options object fits queries (subscribe, forceRefetch) and mutations (track).
          const action = store.dispatch(
            initiate(args[name], { subscribe: false, forceRefetch: true, track: false }) as never,
          );
          await action;
        } catch {
          // A sample that makes the request builder throw shows up as a silent endpoint.
        }
        const sent = log.slice(before);
        if (sent.length === 0) catalogue.silent.push(qualified);
        for (const request of sent) {
          catalogue.entries.push({
            endpoint: qualified,
            method: request.method,
            path: pathOf(request.url),
            auth: authOf(request.authorization),
          });
        }
      }
    }
  } finally {
    restoreGlobal('fetch', previousFetch);
    restoreGlobal('XMLHttpRequest', previousXhr);
    configureApi(previousConfig);
    for (const api of apis) store.dispatch(api.util.resetApiState());
  }
  return catalogue;
}
