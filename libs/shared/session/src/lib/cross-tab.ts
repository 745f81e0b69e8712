import { useEffect } from 'react';
import { STORAGE_KEYS, sessionUserSchema } from '@kk/domain';
import { sessionSynced } from './session-slice';
import { readStored } from './storage';
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
      dispatch(sessionSynced(readStored(STORAGE_KEYS.sessionUser, sessionUserSchema)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
