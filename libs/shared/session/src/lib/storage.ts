import type * as z from 'zod/mini';
import { STORAGE_KEYS, type StorageKey } from '@kk/domain';

/*
 * The one module that touches localStorage for the keys of §3. Every value is JSON. Reading
 * never throws: a missing storage (Safari private mode, sandboxed frames, storage disabled), a
 * value that is not JSON, or JSON that does not fit the expected schema (another app's data, an
 * older format) all read as "absent", and a bad value is removed so it cannot trip anyone again.
 */

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads a stored value and checks it against its schema.
 *
 * @returns the parsed value (schema output), or null when the key is absent, storage is
 *   unavailable, or the stored text is not JSON or does not fit the schema (then it is removed).
 * @example const user = readStored(STORAGE_KEYS.sessionUser, sessionUserSchema);
 */
export function readStored<S extends z.ZodMiniType>(key: StorageKey, schema: S): z.output<S> | null {
  const store = storage();
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    removeStored(key);
    return null;
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    removeStored(key);
    return null;
  }
  return result.data;
}

/**
 * Stores a value as JSON.
 *
 * @returns false when it could not be stored (no storage, quota exceeded, blocked).
 */
export function writeStored(key: StorageKey, value: unknown): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a stored value; does nothing when storage is unavailable. */
export function removeStored(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage blocked: there is nothing to remove from it either.
  }
}

/**
 * Removes every key of §3 except `current_language`: what "clears all stored data" (§8) means
 * here. The language is a preference of the device, not data of the session, and clearing it
 * would switch an Arabic reader back to French on the next start.
 */
export function clearStoredData(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.currentLanguage) removeStored(key);
  }
}
