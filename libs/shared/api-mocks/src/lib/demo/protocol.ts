import type { SeedArea } from '../core/db';
import type { DemoSeedUrls } from '../core/seed-loader';

/**
 * The messages between the demo page and its fake backend's worker (issue 19): the page takes its
 * own API calls (fetch and XMLHttpRequest interceptors) and hands each one to the worker, which
 * holds the store, the handlers and the seed, off the page's main thread. Requests and responses
 * cross as plain data (a `Request` cannot be posted), their bodies as transferred bytes.
 */

/** One end of the channel: a `Worker` in the page, the worker's own scope inside it, or a `MessagePort` (tests). */
export interface DemoBackendPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
  /** A `Worker`'s. */
  terminate?(): void;
  /** A `MessagePort`'s. */
  close?(): void;
}

/** A request, as posted. */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** A response, as posted. */
export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** How the backend starts: what `startDemoBackend()` was given, and the page's stored copy of the store. */
export interface DemoBackendStart {
  seedUrls: DemoSeedUrls | null;
  areas: readonly SeedArea[] | null;
  latencyMs: [number, number];
  persist: boolean;
  /** The page's `kk_fake_backend` entry (null: none, or `?reset-demo` removed it). */
  stored: string | null;
  verbose: boolean;
}

/** Page → backend. */
export type ToDemoBackend =
  | ({ type: 'start' } & DemoBackendStart)
  /** `now`: the page's `Date.now()` when it made the call (page-clock.ts). */
  | { type: 'request'; id: number; now: number; request: WireRequest }
  /** Another tab wrote the store: the backend reads this copy on its next call. */
  | { type: 'stored'; value: string | null };

/** Backend → page. */
export type FromDemoBackend =
  /** The store was written (or removed: null): the page keeps it in its localStorage. */
  | { type: 'store'; value: string | null }
  /** The answer to a request; null when no handler answers it (it goes to the network). */
  | { type: 'response'; id: number; response: WireResponse | null };

/** A request as data, its body read. */
export async function requestToWire(request: Request): Promise<WireRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { url: request.url, method: request.method, headers: [...request.headers], body };
}

export function requestFromWire({ url, method, headers, body }: WireRequest): Request {
  return new Request(url, { method, headers, body });
}

/** A response as data, its body read. */
export async function responseToWire(response: Response): Promise<WireResponse> {
  const body = response.body === null ? null : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/** Statuses whose response has no body (the `Response` constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function responseFromWire({ status, statusText, headers, body }: WireResponse): Response {
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, statusText, headers });
}

/** The bodies of a message, to transfer instead of copying. */
export function bodiesOf(...bodies: (ArrayBuffer | null)[]): ArrayBuffer[] {
  return bodies.filter((body): body is ArrayBuffer => body !== null);
}
