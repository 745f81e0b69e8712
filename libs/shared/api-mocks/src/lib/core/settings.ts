/**
 * Run-time settings of the fake backend. Node (Vitest) defaults: no latency, no persistence.
 * `startDemoBackend()` turns both on in the browser.
 */
export interface FakeBackendSettings {
  /** Keep the store in localStorage (browser demo mode only). */
  persist: boolean;
  /** Response delay range in ms, `[min, max]`; `[0, 0]` for none. */
  latencyMs: [number, number];
}

/**
 * Where the store is kept when it persists: the page's `localStorage` by default; the demo
 * backend's worker, which has none, keeps a copy of the page's entry and sends each write to the
 * page (lib/demo/backend.ts).
 */
export type FakeBackendStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let storage: FakeBackendStorage | null = null;

/** The storage the store persists in (see {@link FakeBackendStorage}); undefined in Node unless a test provides one. */
export function fakeBackendStorage(): FakeBackendStorage | undefined {
  return storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
}

/** Sets the storage the store persists in (`null`: the page's `localStorage` again). */
export function setFakeBackendStorage(next: FakeBackendStorage | null): void {
  storage = next;
}

/** True when running in Node (tests, the catalogue script), false in a browser. */
export const isNode = !!(globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;

const settings: FakeBackendSettings = {
  persist: false,
  latencyMs: [0, 0],
};

/** Current settings (read-only view). */
export function getFakeBackendSettings(): Readonly<FakeBackendSettings> {
  return settings;
}

/** Changes settings; persistence needs a storage (browsers; Node has none unless a test provides one). */
export function configureFakeBackend(options: Partial<FakeBackendSettings>): Readonly<FakeBackendSettings> {
  if (options.latencyMs) settings.latencyMs = [...options.latencyMs];
  if (options.persist !== undefined) settings.persist = options.persist && fakeBackendStorage() !== undefined;
  return settings;
}
