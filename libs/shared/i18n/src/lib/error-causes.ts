import type { ErrorCause } from '@kk/domain';
import type { TranslationKey } from './translation-key';

/** The text of each `ErrorCause` of `@kk/domain`: `t(ERROR_CAUSE_KEYS[apiErrorCause(error)])`. */
export const ERROR_CAUSE_KEYS: Record<ErrorCause, TranslationKey<'errors'>> = {
  offline: 'errors:cause.offline',
  'offline-write': 'errors:cause.offline-write',
  unreachable: 'errors:cause.unreachable',
  timeout: 'errors:cause.timeout',
  server: 'errors:cause.server',
  unreadable: 'errors:cause.unreadable',
  forbidden: 'errors:cause.forbidden',
  'not-found': 'errors:cause.not-found',
  rejected: 'errors:cause.rejected',
};
