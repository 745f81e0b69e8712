import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { hostBase, shopApiBase } from './config';
import { appErrorText, fromFetchError, type ApiError } from './errors';
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
  /** A 401 on this call clears the stored session (§8: levels, subjects, school management). */
  expireSessionOn401?: boolean;
  /**
   * A 2xx body that reports a failure (`success: false`, or a non-empty `error` field) becomes
   * an ApiError of kind `app` whose message is the server's text. For shop writes and login;
   * paged lists leave it off (their `error` field only ends the paging).
   */
  appErrors?: boolean;
}

/** How one backend's base query builds URLs and authenticates. */
export interface BaseQueryOptions {
  /** Where relative URLs start: the shop API (`/{product}/api/`) or the backend host. */
  base: 'shop' | 'host';
  /** Default scheme of this backend. */
  auth: Exclude<AuthScheme, 'none'>;
}

/**
 * A fetchBaseQuery whose base URL and token are read at request time (runtime config and
 * session), with errors normalised to ApiError.
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
    const withBase = (url: string) => (/^https?:\/\//.test(url) ? url : base + url.replace(/^\/+/, ''));
    const request: FetchArgs =
      typeof args === 'string' ? { url: withBase(args) } : { ...args, url: withBase(args.url) };
    const result = await raw(request, api, extraOptions ?? {});
    if (result.error) {
      if (result.error.status === 401 && extraOptions?.expireSessionOn401) {
        api.dispatch(sessionExpired({ endpoint: api.endpoint }));
      }
      return { error: fromFetchError(result.error, api.endpoint), meta: result.meta };
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
