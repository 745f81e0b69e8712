import { configureApi } from '@kk/api-clients';

/**
 * The runtime configuration served beside each app as `config.json` and read at start, so one
 * build serves every environment (staging, production) and the demo build runs with no backend.
 *
 * ```json
 * { "apiBaseUrl": "https://api.example.ma", "product": "koolskools" }   // a real backend
 * { "demo": true, "product": "koolskools" }                             // the fake backend (demo build only)
 * ```
 *
 * Demo mode is explicit and fails closed: only `"demo": true` starts the fake backend, and only a
 * build that contains it (the demo build, the dev server). A missing, unreadable or invalid file is
 * an error the app shows with a Retry, never a silent fall-back to the fake backend.
 */
export interface RuntimeConfig {
  /** True: the fake backend answers every call (demo build only). */
  demo: boolean;
  /** Backend origin, e.g. `https://api.example.ma` (no trailing slash); '' in demo mode. */
  apiBaseUrl: string;
  /** Product slug of the `/{product}/api/...` paths. */
  product: string;
}

const DEFAULT_PRODUCT = 'koolskools';

/** Why the configuration could not be used. */
export type RuntimeConfigProblem =
  /** No file, an error status, a body that is not JSON (e.g. the SPA fallback's index.html), no network. */
  | 'unreadable'
  /** JSON, but neither a demo nor a usable backend URL (missing, not https, a bad product slug). */
  | 'invalid'
  /** `"demo": true` in a build that has no fake backend (a production build). */
  | 'demo-unavailable';

/** A configuration that cannot start the app; {@link RuntimeConfigError.problem} says why. */
export class RuntimeConfigError extends Error {
  constructor(
    readonly problem: RuntimeConfigProblem,
    detail: string,
  ) {
    // Short on purpose (every app's first load); the file's format is documented above.
    super(`config.json ${problem}: ${detail}`);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The backend origin of an `apiBaseUrl` when it is one the app may send tokens to: an absolute
 * `https:` URL, or `http:` on a loopback host (`localhost`, `127.0.0.1`, `[::1]`) for local
 * development and tests; null otherwise (relative, another scheme, credentials in the URL).
 */
export function safeApiBaseUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Reads a `config.json` body. Throws a {@link RuntimeConfigError} for anything that would not
 * start the app as configured; `demoAvailable` says whether this build contains the fake backend.
 */
export function parseRuntimeConfig(value: unknown, { demoAvailable }: { demoAvailable: boolean }): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeConfigError('invalid', 'not an object');
  }
  const source = value as Record<string, unknown>;
  const rawProduct = source['product'];
  if (rawProduct !== undefined && (typeof rawProduct !== 'string' || !/^[\w-]+$/.test(rawProduct))) {
    throw new RuntimeConfigError('invalid', 'product');
  }
  const product = rawProduct ?? DEFAULT_PRODUCT;
  if (source['demo'] === true) {
    if (!demoAvailable) {
      throw new RuntimeConfigError('demo-unavailable', 'demo');
    }
    return { demo: true, apiBaseUrl: '', product };
  }
  const rawBase = source['apiBaseUrl'];
  const apiBaseUrl = typeof rawBase === 'string' ? safeApiBaseUrl(rawBase.trim()) : null;
  if (!apiBaseUrl) {
    throw new RuntimeConfigError('invalid', 'apiBaseUrl');
  }
  return { demo: false, apiBaseUrl, product };
}

/** Options of {@link loadRuntimeConfig}. */
export interface LoadRuntimeConfigOptions {
  /** Where the file is; default `config.json` beside the app (its base URL). */
  url?: string;
  /** Whether this build contains the fake backend (`"demo": true` is refused otherwise). */
  demoAvailable: boolean;
}

/**
 * Fetches `config.json` and configures the API layer with it. Rejects with a
 * {@link RuntimeConfigError} when the file is missing, unreadable or invalid.
 *
 * The page asks for the file as soon as its head is read (`<link rel="preload" as="fetch">`,
 * tools/vite/app-html.mts), beside the entry script instead of after it; this request takes that
 * answer. So it is a plain same-origin GET (a `no-store` mode or an extra header would not match
 * the preload and ask again); the server sends the file with `no-cache`, so it is never stale.
 */
export async function loadRuntimeConfig({
  url = `${import.meta.env.BASE_URL}config.json`,
  demoAvailable,
}: LoadRuntimeConfigOptions): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new RuntimeConfigError('unreadable', String(error));
  }
  const config = parseRuntimeConfig(body, { demoAvailable });
  configureApi({ baseUrl: config.apiBaseUrl, product: config.product });
  return config;
}
