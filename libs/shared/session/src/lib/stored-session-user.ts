import type { SessionUser } from '@kk/domain';
import { isRecord, type StoredCheck } from './storage';

/**
 * How a stored `session_user` is read where zod is not loaded yet (the store's start, the
 * cross-tab sync): enough of a user for the first render at once, the full `sessionUserSchema`
 * check as soon as the stored-value schemas have loaded (`readStoredChecked`).
 */
export const storedSessionUserCheck: Omit<StoredCheck<SessionUser>, 'onRejected'> = {
  looksRight: (json): json is SessionUser =>
    isRecord(json) &&
    typeof json['token'] === 'string' &&
    json['token'] !== '' &&
    typeof json['id'] === 'number' &&
    isRecord(json['profile']),
  loadSchema: () => import('./stored-schemas').then((m) => m.sessionUserSchema),
};
