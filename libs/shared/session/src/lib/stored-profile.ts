import { STORAGE_KEYS, type Profile } from '@kk/domain';
import { readStored } from './storage';
import { storedProfileSchema } from './stored-schemas';

/** The stored profile (`InfoProfile`), or null when absent or not a profile. */
export function readStoredProfile(): Profile | null {
  return readStored(STORAGE_KEYS.infoProfile, storedProfileSchema);
}
