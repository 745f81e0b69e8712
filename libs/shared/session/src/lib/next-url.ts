import type * as z from 'zod/mini';
import { STORAGE_KEYS } from '@kk/domain';
import { isAppPath } from './app-path';
import { isRecord, readStoredIf, removeStored, writeStored } from './storage';
import type { nextUrlSchema } from './stored-schemas';

/*
 * `next_url` (§3, §4): where to go after login (see `nextUrlSchema`). Saving and clearing are
 * here, in every app's first load (the guards save it). Reading checks the stored value with a type
 * guard that says exactly what `nextUrlSchema` says (a test holds them together): the sign-in
 * screen reads it, and zod is not in its chunk.
 */

/** The stored `next_url`. */
export type NextUrl = z.output<typeof nextUrlSchema>;

/** Stores where to go after login. A url that is not a path of the app is not stored. */
export function saveNextUrl(url: string, requiresAuth: boolean): void {
  if (isAppPath(url)) writeStored(STORAGE_KEYS.nextUrl, { url, requiresAuth } satisfies NextUrl);
}

/** Forgets the stored `next_url`. */
export function clearNextUrl(): void {
  removeStored(STORAGE_KEYS.nextUrl);
}

/** A stored `next_url`: the `nextUrlSchema` check, without zod. */
function isNextUrl(json: unknown): json is NextUrl {
  return (
    isRecord(json) &&
    typeof json['url'] === 'string' &&
    isAppPath(json['url']) &&
    typeof json['requiresAuth'] === 'boolean'
  );
}

/** The stored `next_url`, or null (absent, corrupt or foreign values read as absent). */
export function readNextUrl(): NextUrl | null {
  const stored = readStoredIf(STORAGE_KEYS.nextUrl, isNextUrl);
  return stored && { url: stored.url, requiresAuth: stored.requiresAuth };
}
