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
  const stored = readJson(key);
  if (!stored) return null;
  const result = schema.safeParse(stored.json);
  if (!result.success) {
    removeStored(key);
    return null;
  }
  return result.data;
}

/** The text stored under `key`, as it is (null: absent, or no storage). */
export function storedText(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored text and its JSON, or null (absent, no storage, or not JSON: then removed). */
function readJson(key: StorageKey): { raw: string; json: unknown } | null {
  const raw = storedText(key);
  if (raw === null) return null;
  try {
    return { raw, json: JSON.parse(raw) as unknown };
  } catch {
    removeStored(key);
    return null;
  }
}

/**
 * Reads a stored value whose shape a type guard checks completely (small values such as
 * `next_url`, read where zod is not loaded). Like {@link readStored}: a value that fails is removed.
 */
export function readStoredIf<T>(key: StorageKey, fits: (json: unknown) => json is T): T | null {
  const stored = readJson(key);
  if (!stored) return null;
  if (fits(stored.json)) return stored.json;
  removeStored(key);
  return null;
}

/** How {@link readStoredChecked} checks a value. */
export interface StoredCheck<T> {
  /** A cheap structural check, enough for the first render (e.g. "an object with a token"). */
  looksRight: (json: unknown) => json is T;
  /** Loads the full schema (a lazily loaded module: zod is not in the first load). */
  loadSchema: () => Promise<z.ZodMiniType>;
  /** Called when the full check rejects the value (after it has been removed). */
  onRejected?: () => void;
}

/**
 * Reads a value the first render needs, before its schema has loaded: JSON that passes
 * `looksRight` is returned at once, and checked with the full schema as soon as the schema has
 * loaded. A value that does not fit then is removed (if it is still the stored one) and
 * `onRejected` runs, so the screens drop it. Not JSON, or not even looking right: removed, null.
 *
 * Our own values are stored from schema outputs, so the stored JSON is what the schema gives back;
 * this only guards against an older format or another app's data under the same key.
 *
 * @example const user = readStoredChecked(STORAGE_KEYS.sessionUser, { looksRight: looksLikeSessionUser, loadSchema });
 */
export function readStoredChecked<T>(key: StorageKey, check: StoredCheck<T>): T | null {
  const stored = readJson(key);
  if (!stored) return null;
  if (!check.looksRight(stored.json)) {
    removeStored(key);
    return null;
  }
  void check
    .loadSchema()
    .then((schema) => {
      if (schema.safeParse(stored.json).success) return;
      if (readJson(key)?.raw === stored.raw) removeStored(key);
      check.onRejected?.();
    })
    .catch(() => {
      // The schema chunk did not load (offline): the value stays as read; the next start checks it.
    });
  return stored.json;
}

/** A plain object (not null, not an array). */
export function isRecord(json: unknown): json is Record<string, unknown> {
  return typeof json === 'object' && json !== null && !Array.isArray(json);
}

/** An array of plain objects. */
export function isRecordArray(json: unknown): json is Record<string, unknown>[] {
  return Array.isArray(json) && json.every(isRecord);
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
