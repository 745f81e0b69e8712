import { useEffect } from 'react';
import { STORAGE_KEYS } from '@kk/domain';
import { sessionSynced } from './session-slice';
import { readStoredChecked } from './storage';
import { storedSessionUserCheck } from './stored-session-user';
import { useAppDispatch } from './store';

/**
 * Keeps this tab's session in step with the others: when another tab signs in, signs out or
 * updates the stored `session_user` (or clears storage), this tab's store follows. A browser
 * fires `storage` events only in the *other* tabs, so nothing here loops back.
 */
export function useCrossTabSession(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // `key` is null when the other tab cleared the whole storage.
      if (event.key !== null && event.key !== STORAGE_KEYS.sessionUser) return;
      const user = readStoredChecked(STORAGE_KEYS.sessionUser, {
        ...storedSessionUserCheck,
        onRejected: () => dispatch(sessionSynced(null)),
      });
      dispatch(sessionSynced(user));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
