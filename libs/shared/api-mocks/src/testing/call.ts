import { demoAccount } from '../lib/core/users';

/** Host the tests call; the handlers match any host. */
export const TEST_HOST = 'http://localhost';

/** Options of {@link call}. */
export interface CallOptions {
  /** Demo account to sign in as (its pre-issued token), or a raw token. */
  as?: string;
  token?: string;
  /** `Token` (shop, default) or `Bearer`. */
  scheme?: 'Token' | 'Bearer';
  query?: Record<string, string | number>;
  body?: unknown;
}

/** A parsed answer of the fake backend. */
export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * Calls the fake backend like a client would: `call('GET', 'orders_api', { as: 'client', query })`
 * for a shop path (`/koolskools/api/<path>`), or a path starting with `/` for the host.
 */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(path.startsWith('/') ? path : `/koolskools/api/${path}`, TEST_HOST);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers();
  const token = options.token ?? (options.as ? demoAccount(options.as).token : undefined);
  if (token) headers.set('Authorization', `${options.scheme ?? 'Token'} ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
