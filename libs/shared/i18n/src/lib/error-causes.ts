import type { TranslationKey } from './translation-key';

/**
 * Why a request failed, as the API layer tells it apart (`ApiErrorCause` of `@kk/api-clients`,
 * which must stay the same list: app-shell checks it), each with its text in `errors:cause.*`.
 */
export type ErrorCause =
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'server'
  | 'unreadable'
  | 'forbidden'
  | 'not-found'
  | 'rejected';

/** The text of each {@link ErrorCause}: `t(ERROR_CAUSE_KEYS[apiErrorCause(error)])`. */
export const ERROR_CAUSE_KEYS: Record<ErrorCause, TranslationKey<'errors'>> = {
  offline: 'errors:cause.offline',
  unreachable: 'errors:cause.unreachable',
  timeout: 'errors:cause.timeout',
  server: 'errors:cause.server',
  unreadable: 'errors:cause.unreadable',
  forbidden: 'errors:cause.forbidden',
  'not-found': 'errors:cause.not-found',
  rejected: 'errors:cause.rejected',
};
