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

/** Changes settings; persistence needs a `localStorage` (browsers; Node has none unless a test provides one). */
export function configureFakeBackend(options: Partial<FakeBackendSettings>): Readonly<FakeBackendSettings> {
  if (options.latencyMs) settings.latencyMs = [...options.latencyMs];
  if (options.persist !== undefined) settings.persist = options.persist && typeof localStorage !== 'undefined';
  return settings;
}
