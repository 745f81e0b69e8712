/**
 * The page's side of our service worker (`/sw.js`, built by tools/vite/service-worker.mts): the
 * "new version" state the notice reads, and the deletion of the kept API answers at sign-out. The
 * registration, once the page has loaded, is its own chunk (register-service-worker.ts): the first
 * render does not need it.
 */
import { API_CACHE_PREFIX, WORKER_MESSAGES } from './worker-protocol';

type Listener = () => void;
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();

/** A new worker is installed and waits (register-service-worker.ts): the notice shows. */
export function setWaiting(worker: ServiceWorker) {
  waitingWorker = worker;
  listeners.forEach((listener) => listener());
}

/**
 * Whether a new version of the app is installed and waits for the next visit (a new worker while an
 * old one controls the page). For `useSyncExternalStore`.
 */
export const newVersion = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: (): boolean => waitingWorker !== null,
  /** Applies the new version now (the notice's "Reload"): the waiting worker takes over, then the page reloads. */
  applyNow(): void {
    const worker = waitingWorker;
    if (!worker || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: WORKER_MESSAGES.skipWaiting });
  },
};

/** Deletes the API answers kept for offline reading (at sign-out: the next account never sees them). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
