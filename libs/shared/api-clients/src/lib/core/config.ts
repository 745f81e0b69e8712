/**
 * Runtime API configuration: the backend host and the product slug come from each app's
 * `config.json`, read at start, so one build serves any environment.
 *
 * An empty `baseUrl` means "same origin" (demo mode: the fake backend answers in the page).
 * The app shell only ever sets an https URL (or http on a loopback host): see app-shell
 * `runtime-config.ts`.
 */
export interface ApiConfig {
  /** Backend host, without a trailing slash; '' for the same origin. */
  baseUrl: string;
  /** Product slug used in `/{product}/api/...` paths. */
  product: string;
}

const DEFAULT_CONFIG: ApiConfig = { baseUrl: '', product: 'koolskools' };

let current: ApiConfig = { ...DEFAULT_CONFIG };

/** Sets the backend host and product slug. Call once at start, before the first request. */
export function configureApi(config: Partial<ApiConfig>): ApiConfig {
  current = {
    baseUrl: (config.baseUrl ?? current.baseUrl).replace(/\/+$/, ''),
    product: config.product ?? current.product,
  };
  return current;
}

/** The configuration in use. */
export function getApiConfig(): ApiConfig {
  return current;
}

/**
 * The origin of the backend: the configured `baseUrl`'s, or the page's own when none is configured
 * (the demo's fake backend answers on the same origin). Tokens go to this origin only.
 */
export function apiOrigin(): string {
  if (current.baseUrl) return new URL(current.baseUrl).origin;
  return typeof location === 'undefined' ? '' : location.origin;
}

/** Base URL of the shop API: `{baseUrl}/{product}/api/`. */
export function shopApiBase(): string {
  return `${current.baseUrl}/${encodeURIComponent(current.product)}/api/`;
}

/** Base URL of the paths relative to the backend host (learning and school management). */
export function hostBase(): string {
  return `${current.baseUrl}/`;
}
