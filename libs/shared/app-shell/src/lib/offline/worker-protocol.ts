/**
 * What the page (service-worker.ts) and the apps' service worker (tools/vite/service-worker/sw.ts,
 * which imports this file by its path) agree on: the messages the page sends and the names of the
 * caches the page may delete. Constants only, so the worker's bundle takes nothing else from here.
 */

/** The messages the page posts to the worker (`{ type, ... }`). */
export const WORKER_MESSAGES = {
  /** `{ type, urls }`: keep these chunks, loaded before the worker controlled the page (first visit). */
  cacheAssets: 'kk:cache-assets',
  /** Take over now (the "Reload" of the new version notice) instead of at the next visit. */
  skipWaiting: 'kk:skip-waiting',
} as const;

/** Prefix of the worker's caches of API answers, one per token (deleted at sign-out). */
export const API_CACHE_PREFIX = 'kk-api-';
