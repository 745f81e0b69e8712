import { STORAGE_KEYS } from '@kk/domain';
import type { StoredProfile } from './info-profile';
import { readStored } from './storage';
import { storedProfileSchema } from './stored-schemas';

/** The stored profile (`InfoProfile`: the account's username and flags), or null when absent or not one. */
export function readStoredProfile(): StoredProfile | null {
  return readStored(STORAGE_KEYS.infoProfile, storedProfileSchema);
}
