import type { ErrorCause } from '@kk/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { NamedSchemaError } from '@reduxjs/toolkit/query';

/**
 * Every failed call surfaces as one typed error, never as an exception in a component.
 * - `http`: the backend answered with an error status; `data` is its body (often the §3 error response).
 * - `network`: no answer (offline, DNS, connection refused, CORS).
 * - `timeout`: no answer within the request time-out (`REQUEST_TIMEOUT_MS`).
 * - `parse`: a 2xx answer whose body was not JSON (an error status with such a body is `http`).
 * - `schema`: the body did not fit the domain schema (a backend contract break).
 * - `app`: a 200 answer that carries an `error` field (shop actions report failures this way).
 * - `offline`: a write (any method but GET) asked while the device is offline: refused at once,
 *   nothing sent (never queued nor replayed).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'schema' | 'app' | 'offline';

/** A failed call, as every endpoint reports it (see {@link ApiErrorKind}). */
export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status when there was one. */
  status?: number;
  /** Short technical description (for logs, not for users). */
  message: string;
  /** Body of the error response, when there was one. */
  data?: unknown;
  /** Endpoint name that failed. */
  endpoint?: string;
}

/** True for an {@link ApiError} (any object with a `kind` and a `message`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'message' in value &&
    typeof (value as ApiError).message === 'string'
  );
}

/** Whether an HTTP status is a 2xx (the server did what was asked). */
function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Turns a fetchBaseQuery error into an ApiError. */
export function fromFetchError(error: FetchBaseQueryError, endpoint?: string): ApiError {
  if (typeof error.status === 'number') {
    return { kind: 'http', status: error.status, message: `HTTP ${error.status}`, data: error.data, endpoint };
  }
  switch (error.status) {
    case 'PARSING_ERROR':
      // An error status whose body is not JSON (the framework's or a proxy's HTML error page) is
      // still that HTTP error: its status says what happened (a 500, a 401 that ends the session).
      if (!isSuccessStatus(error.originalStatus)) {
        return {
          kind: 'http',
          status: error.originalStatus,
          message: `HTTP ${error.originalStatus}`,
          data: error.data,
          endpoint,
        };
      }
      return {
        kind: 'parse',
        status: error.originalStatus,
        message: error.error,
        data: error.data,
        endpoint,
      };
    case 'TIMEOUT_ERROR':
      return { kind: 'timeout', message: error.error, endpoint };
    case 'FETCH_ERROR':
      return { kind: 'network', message: error.error, endpoint };
    default:
      return { kind: 'network', message: String(error.error), endpoint };
  }
}

/** Turns an RTK Query schema failure into an ApiError (`catchSchemaFailure`). */
export function fromSchemaError(error: NamedSchemaError, endpoint: string): ApiError {
  const issues = error.issues
    .slice(0, 5)
    .map(
      (i) =>
        `${(i.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.')}: ${i.message}`,
    )
    .join('; ');
  return {
    kind: 'schema',
    message: `Response of ${endpoint} does not match its schema (${error.schemaName}): ${issues}`,
    data: error.value,
    endpoint,
  };
}

/**
 * The failure text of a 2xx body that reports one: `message` (or `error`) when `success` is
 * false, else a non-empty `error` field; null when the body reports no failure.
 */
export function appErrorText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  if (b['success'] === false) return text(b['message']) ?? text(b['error']) ?? 'Request failed';
  return text(b['error']);
}

/**
 * The server's own text for an error, to show to users where the spec says so (e.g. the shop
 * login line, §8): an `app` error's message, or the `message` / `error` / `detail` text of an
 * HTTP error body. Null when the server gave none.
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'app') return error.message;
  if (error.kind === 'http' && typeof error.data === 'object' && error.data !== null) {
    const d = error.data as Record<string, unknown>;
    for (const key of ['message', 'error', 'detail']) {
      const v = d[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
    }
  }
  return null;
}

/**
 * The `error` field of a failed call's body (an HTTP error body or a 2xx body reporting a failure),
 * for a form to pick its message from the backend's code (e.g. 'No result found', 'wrong_password');
 * undefined when the body has none or the call got no answer. Pure: the words stay in the feature.
 *
 * @example
 * return submitError(apiErrorCode(error) === 'No result found' ? 'errors:noResult' : 'learning-auth:forgot.failed');
 */
export function apiErrorCode(error: unknown): string | undefined {
  const body = isApiError(error) ? error.data : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as Record<string, unknown>)['error'];
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** Why a call failed, in the terms a user can act on (see `ErrorCause` of `@kk/domain`). */
export type ApiErrorCause = ErrorCause;

/** The {@link ApiErrorCause} of a failed call; `unreachable` for anything that is not an ApiError. */
export function apiErrorCause(error: unknown): ApiErrorCause {
  if (!isApiError(error)) return 'unreachable';
  switch (error.kind) {
    case 'network':
      return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unreachable';
    case 'offline':
      return 'offline-write';
    case 'timeout':
      return 'timeout';
    case 'parse':
    case 'schema':
      return 'unreadable';
    case 'app':
      return 'rejected';
    case 'http': {
      const status = error.status ?? 0;
      if (status >= 500) return 'server';
      if (status === 401 || status === 403) return 'forbidden';
      if (status === 404) return 'not-found';
      return 'rejected';
    }
  }
}

/**
 * Whether the server itself turned the request down (a 4xx, or a 2xx that reports a failure), as
 * opposed to failing or not answering (offline, unreachable, time-out, 5xx, unreadable answer):
 * only a refusal may be shown with the server's own text (e.g. wrong credentials at sign-in).
 */
export function isServerRefusal(error: unknown): boolean {
  const cause = apiErrorCause(error);
  return isApiError(error) && (cause === 'forbidden' || cause === 'not-found' || cause === 'rejected');
}
