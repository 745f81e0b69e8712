/**
 * The page's side of our service worker (`/sw.js`, built by tools/vite/service-worker.mts):
 * registration once the app has rendered, the "new version" state the notice reads, and the
 * deletion of the kept API answers at sign-out.
 */
import { API_CACHE_PREFIX, WORKER_MESSAGES } from './worker-protocol';

/** Where the worker is; in production mode it also learns the API's origin (it keeps that origin's GET answers). */
export function serviceWorkerUrl(apiBaseUrl?: string): string {
  if (!apiBaseUrl) return '/sw.js';
  return `/sw.js?api=${encodeURIComponent(new URL(apiBaseUrl).origin)}`;
}

type Listener = () => void;
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker) {
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

function watchUpdates(registration: ServiceWorkerRegistration) {
  // Without a controller this is the first install: nothing old to replace.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    });
  });
}

/**
 * Sends the worker the app's files this page loaded before the worker controlled it (the first
 * visit), so that the screens seen then also open offline.
 */
function sendLoadedAssets(worker: ServiceWorker | null) {
  if (!worker || typeof performance === 'undefined') return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/assets/`));
  worker.postMessage({ type: WORKER_MESSAGES.cacheAssets, urls });
}

/**
 * Registers `/sw.js` (in a browser that has service workers); a failure is only logged, the app
 * works without it. Called once the app has rendered.
 */
export async function registerServiceWorker(apiBaseUrl?: string): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  try {
    const registration = await navigator.serviceWorker.register(serviceWorkerUrl(apiBaseUrl), { scope: '/' });
    watchUpdates(registration);
    const container = navigator.serviceWorker;
    if (container.controller) sendLoadedAssets(container.controller);
    else container.addEventListener('controllerchange', () => sendLoadedAssets(container.controller), { once: true });
    return registration;
  } catch (error) {
    console.error('The service worker could not be registered.', error);
    return null;
  }
}

/** Deletes the API answers kept for offline reading (at sign-out: the next account never sees them). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
