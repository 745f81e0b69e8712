/**
 * What the worker's scope lacks and msw needs before it loads: its cookie jar (`cookieStore`, made
 * as msw's module is evaluated) refuses to start in a browser-like scope without `localStorage`,
 * which workers do not have. An in-memory one serves it (the fake backend reads no cookie; its
 * store persists through the page, lib/demo/backend.ts). Imported first by worker.ts, listed in the
 * package's `sideEffects` so that the build keeps it.
 */
if (typeof localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memoryStorage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
}
