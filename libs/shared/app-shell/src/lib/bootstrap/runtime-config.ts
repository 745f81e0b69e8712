import { configureApi } from '@kk/api-clients';

/**
 * The runtime configuration served beside each app as `config.json` and read at start, so one
 * build serves every environment (demo, staging, production).
 */
export interface RuntimeConfig {
  /** Backend host, e.g. `https://api.example.ma`; empty for demo mode (the fake backend answers). */
  apiBaseUrl: string;
  /** Product slug of the `/{product}/api/...` paths. */
  product: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBaseUrl: '', product: 'koolskools' };

/** Parses an unknown `config.json` body; anything missing or of the wrong type falls back to the default. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const apiBaseUrl = typeof source['apiBaseUrl'] === 'string' ? source['apiBaseUrl'].trim() : '';
  const product =
    typeof source['product'] === 'string' && /^[\w-]+$/.test(source['product'])
      ? source['product']
      : DEFAULT_RUNTIME_CONFIG.product;
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), product };
}

/** True when no backend is configured: the app then runs against the fake backend. */
export function isDemoMode(config: RuntimeConfig): boolean {
  return config.apiBaseUrl === '';
}

/**
 * Fetches `config.json` (relative to the page's base URL) and configures the API layer with it.
 * A missing or unreadable file means demo mode, so a fresh checkout always starts.
 */
export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  let config = DEFAULT_RUNTIME_CONFIG;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) config = parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('config.json could not be read; starting in demo mode.', error);
  }
  configureApi({ baseUrl: config.apiBaseUrl, product: config.product });
  return config;
}
