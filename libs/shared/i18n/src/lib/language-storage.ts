import { STORAGE_KEYS, type Language } from '@kk/domain';
import { isLanguage } from './languages';

/*
 * The i18n lib is a util and may not import the session's storage module, so it keeps this one
 * key itself, in the same format: JSON (`"ar"`), so the session's `readStored` reads it too.
 * Every access is guarded: localStorage may be missing or throw (Safari private mode, sandboxed
 * frames), and a language preference is never worth a crash.
 */

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The stored language (`current_language`), or null when nothing usable is stored.
 * Accepts the JSON form (`"ar"`) and a bare legacy value (`ar`).
 */
export function readStoredLanguage(): Language | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(STORAGE_KEYS.currentLanguage) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare `ar` is not JSON: read it as is.
  }
  return isLanguage(value) ? value : null;
}

/** Stores the language under `current_language` (JSON). Does nothing when storage is unavailable. */
export function storeLanguage(lng: Language): void {
  try {
    storage()?.setItem(STORAGE_KEYS.currentLanguage, JSON.stringify(lng));
  } catch {
    // Quota exceeded or storage blocked: the choice then lasts for this page only.
  }
}
