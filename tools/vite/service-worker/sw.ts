/// <reference lib="webworker" />
/**
 * The apps' service worker (`/sw.js`, built by ../service-worker.mts with Workbox's runtime modules).
 *
 * - The app shell (index.html, the entry's JS and CSS, fonts, translations, manifest, icons) is
 *   precached when the worker installs; other hashed `/assets/*` chunks are cached the first time
 *   they are used (cache-first: a hashed file never changes), and those the page loaded before the
 *   worker controlled it when the page sends their list (message `kk:cache-assets`).
 * - Navigations: network first; when the network fails (offline start), the route's precached
 *   prerendered page (`/connexion`: `connexion.html`, `/`: `home.html`) or else the precached `index.html`.
 * - `config.json`: network first, its last copy only when the network fails.
 * - Production mode (the page registers `/sw.js?api=<origin of apiBaseUrl>`): the API's GET answers
 *   are network first, their last copy when the network fails (offline reading). The copies are kept
 *   per `Authorization` header (one cache per token, named by its hash), so one account's data is
 *   never served to another; the page deletes them all itself whenever its token ends or changes
 *   (app-shell `clearOfflineReads`).
 *   Writes are never cached nor replayed (the data layer refuses them offline).
 * - Updates: a new worker waits until no page uses the old one (next visit), unless the page asks
 *   for it (message `kk:skip-waiting`, the "Reload" of the new version notice).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { prerenderedPageFile } from '../prerendered-pages.mts';
import { API_CACHE_PREFIX, WORKER_MESSAGES } from '../../../libs/shared/app-shell/src/lib/offline/worker-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** How long a navigation or config.json waits for the network before using its copy, in seconds. */
const NETWORK_TIMEOUT_S = 5;

const apiOrigin = new URL(self.location.href).searchParams.get('api');

// Navigations first (before the precache's own route, which would answer `/` from the cache).
const navigationNetwork = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await navigationNetwork.handle(options);
    } catch {
      // A route prerendered at build time (`/connexion`: connexion.html, `/`: home.html,
      // `/school/7/levels`: school-id-levels.html) starts from its own page.
      const file = prerenderedPageFile(options.url.pathname);
      const page = file ? await matchPrecache(`/${file}`) : undefined;
      return page ?? (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

// The first install takes the open page at once (it has no older worker), so its reads are kept from the first visit.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === '/config.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: 'kk-config', networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

const isAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const assets = new CacheFirst({
  cacheName: 'kk-assets',
  // A hashed file is the same for every request: a `Vary: Origin` (Vite's preview server) must not
  // keep a module script's request from the copy kept from a plain one.
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => isAsset(url) && request.method === 'GET', assets);

/** Keeps the chunks the page loaded before this worker controlled it (the first visit: message `kk:cache-assets`). */
async function cacheLoadedAssets(event: ExtendableMessageEvent, urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const wanted = urls.flatMap((href) => {
    try {
      const url = new URL(String(href), self.location.href);
      return isAsset(url) ? [url.href] : [];
    } catch {
      return [];
    }
  });
  await Promise.all(wanted.map((href) => assets.handle({ event, request: new Request(href) }).catch(() => undefined)));
}

/** The cache of one token's API answers (`kk-api-public` for calls without one). */
async function apiCacheName(request: Request): Promise<string> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return `${API_CACHE_PREFIX}public`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${API_CACHE_PREFIX}${hex.slice(0, 32)}`;
}

/** One network-first strategy per cache (per token). */
const apiStrategies = new Map<string, NetworkFirst>();

if (apiOrigin) {
  registerRoute(
    ({ url, request }) => url.origin === apiOrigin && request.method === 'GET',
    async (options) => {
      const cacheName = await apiCacheName(options.request);
      let strategy = apiStrategies.get(cacheName);
      if (!strategy) {
        strategy = new NetworkFirst({
          cacheName,
          plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
        });
        apiStrategies.set(cacheName, strategy);
      }
      return strategy.handle(options);
    },
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === WORKER_MESSAGES.cacheAssets)
    event.waitUntil(cacheLoadedAssets(event, (event.data as { urls?: unknown }).urls));
  if (type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
});
