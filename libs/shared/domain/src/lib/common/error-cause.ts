/**
 * Why a backend call failed, in the terms a user can act on. The API layer tells them apart
 * (`apiErrorCause` of `@kk/api-clients`) and i18n holds their texts (`ERROR_CAUSE_KEYS`,
 * `errors:cause.*`):
 * - `offline`: the device has no network (`navigator.onLine` is false);
 * - `offline-write`: a change asked while offline, refused by the app before anything was sent
 *   (nothing was changed; what the user typed stays in the form);
 * - `unreachable`: no answer although the device is online (server down, connection refused);
 * - `timeout`: no answer in time;
 * - `server`: the server answered with an error (5xx);
 * - `unreadable`: an answer the app cannot read (not JSON, or not the contract's shape);
 * - `forbidden`: the account may not do this (401, 403);
 * - `not-found`: there is no such thing (404);
 * - `rejected`: the server refused the request (another 4xx, or a 2xx that reports a failure).
 */
export type ErrorCause =
  | 'offline'
  | 'offline-write'
  | 'unreachable'
  | 'timeout'
  | 'server'
  | 'unreadable'
  | 'forbidden'
  | 'not-found'
  | 'rejected';
