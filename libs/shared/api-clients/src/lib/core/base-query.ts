import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { apiOrigin, hostBase, shopApiBase } from './config';
import { appErrorText, fromFetchError, type ApiError } from './errors';
import type { SchemaArea } from './schema';
import { selectToken, sessionExpired } from './session-events';

/** How a call authenticates (api-calls.json): none, `Token <t>` or `Bearer <t>`. */
export type AuthScheme = 'none' | 'token' | 'bearer';

/** The `Authorization` header value of a token: `Token <t>` (shop) or `Bearer <t>` (learning, school). */
export function authorizationHeader(scheme: Exclude<AuthScheme, 'none'>, token: string): string {
  return `${scheme === 'token' ? 'Token' : 'Bearer'} ${token}`;
}

/**
 * Per-endpoint options, passed as `extraOptions` on an endpoint definition.
 */
export interface ApiExtraOptions {
  /** Overrides the API's default scheme (e.g. `'none'` for the public shop lists). */
  auth?: AuthScheme;
  /**
   * A 401 on this call clears the stored session even when it sent no token (§8: levels, subjects,
   * school management). Any call that sent a token ends the session on a 401 anyway.
   */
  expireSessionOn401?: boolean;
  /** How long to wait for an answer, in ms. @default REQUEST_TIMEOUT_MS */
  timeout?: number;
  /**
   * A 2xx body that reports a failure (`success: false`, or a non-empty `error` field) becomes
   * an ApiError of kind `app` whose message is the server's text. For shop writes and login;
   * paged lists leave it off (their `error` field only ends the paging).
   */
  appErrors?: boolean;
  /**
   * The area of the domain's schemas this call's answer is read with, when it is not its API's
   * (`createBackendApi`'s `schemaArea`): the area whose chunk starts downloading as the call is sent.
   */
  schemaArea?: SchemaArea;
}

/** How one backend's base query builds URLs and authenticates. */
export interface BaseQueryOptions {
  /** Where relative URLs start: the shop API (`/{product}/api/`) or the backend host. */
  base: 'shop' | 'host';
  /** Default scheme of this backend. */
  auth: Exclude<AuthScheme, 'none'>;
}

/** How long a request may wait for an answer before it fails as a `timeout` (Retry asks again). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Whether the device says it has no network (`navigator.onLine`; unknown counts as online). */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether an absolute URL is on the configured backend's origin (the only one that gets tokens). */
function isApiUrl(url: string): boolean {
  try {
    return new URL(url).origin === apiOrigin();
  } catch {
    return false;
  }
}

/**
 * A fetchBaseQuery whose base URL and token are read at request time (runtime config and
 * session), with errors normalised to ApiError.
 *
 * - The token goes in the `Authorization` header only, and only to the configured backend's
 *   origin: an absolute URL elsewhere (a link the backend returned) is fetched without it.
 * - A 401 on a call that sent a token ends the session (`sessionExpired`): storage cleared, the
 *   app asks the user to sign in again and comes back to the page; the dead token is never sent
 *   again.
 * - No answer within {@link REQUEST_TIMEOUT_MS} is a `timeout` error.
 * - A write (any method but GET) asked while the device is offline is refused at once with an
 *   `offline` error, nothing sent: the screen says so and keeps what the user typed (reads go on,
 *   and in production mode the service worker answers them from their last copy).
 * - An error status is an `http` error whatever its body (an HTML error page included); a 2xx
 *   answer to a write whose body is not JSON is passed on as its text, for the write's schema.
 */
export function createBaseQuery(
  options: BaseQueryOptions,
): BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> {
  const raw = fetchBaseQuery({
    baseUrl: '',
    // Resolved at call time (not module load), so tests can swap fetch/msw after import.
    fetchFn: (...args) => fetch(...args),
    prepareHeaders: (headers, { getState, extraOptions }) => {
      const scheme = (extraOptions as ApiExtraOptions | undefined)?.auth ?? options.auth;
      const token = selectToken(getState());
      if (scheme !== 'none' && token) headers.set('Authorization', authorizationHeader(scheme, token));
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const base = options.base === 'shop' ? shopApiBase() : hostBase();
    const given = typeof args === 'string' ? args : args.url;
    const absolute = /^https?:\/\//i.test(given);
    const url = absolute ? given : base + given.replace(/^\/+/, '');
    const request: FetchArgs = typeof args === 'string' ? { url } : { ...args, url };
    const method = (request.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && deviceOffline()) {
      return {
        error: { kind: 'offline', message: `${method} not sent: the device is offline`, endpoint: api.endpoint },
      };
    }
    const scheme = absolute && !isApiUrl(url) ? 'none' : (extraOptions?.auth ?? options.auth);
    const sentToken = scheme !== 'none' && selectToken(api.getState()) !== null;
    const result = await raw(
      { ...request, timeout: request.timeout ?? extraOptions?.timeout ?? REQUEST_TIMEOUT_MS },
      api,
      { ...extraOptions, auth: scheme },
    );
    if (result.error) {
      const error = fromFetchError(result.error, api.endpoint);
      // A 2xx answer to a write is a success whatever its body (issue 13): the endpoint's schema
      // reads what it can of the text (`writeSchema`: done, details unknown), and the user is never
      // asked to send it again.
      if (api.type === 'mutation' && error.kind === 'parse') return { data: error.data, meta: result.meta };
      if (error.kind === 'http' && error.status === 401 && (sentToken || extraOptions?.expireSessionOn401)) {
        api.dispatch(sessionExpired({ endpoint: api.endpoint }));
      }
      return { error, meta: result.meta };
    }
    if (extraOptions?.appErrors) {
      const text = appErrorText(result.data);
      if (text !== null) {
        return {
          error: {
            kind: 'app',
            status: result.meta?.response?.status,
            message: text,
            data: result.data,
            endpoint: api.endpoint,
          },
          meta: result.meta,
        };
      }
    }
    return { data: result.data, meta: result.meta };
  };
}
