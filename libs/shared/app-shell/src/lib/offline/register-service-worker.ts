/**
 * Registers our service worker (`/sw.js`, built by tools/vite/service-worker.mts) once the page has
 * loaded: `bootstrapApp` imports this module then, so its code is not in the first load. A new
 * version installed while an old one controls the page is told to the notice (`newVersion`).
 */
import { setWaiting } from './service-worker';
import { WORKER_MESSAGES } from './worker-protocol';

/** Where the worker is; in production mode it also learns the API's origin (it keeps that origin's GET answers). */
export function serviceWorkerUrl(apiBaseUrl?: string): string {
  if (!apiBaseUrl) return '/sw.js';
  return `/sw.js?api=${encodeURIComponent(new URL(apiBaseUrl).origin)}`;
}

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
