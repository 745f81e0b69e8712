import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@kk/domain';
import { readStored, removeStored, writeStored } from './storage';

/**
 * A path of this app: starts with one `/` (not `//host` nor `/\host`, which browsers read as
 * another site), so a stored value can never send the user elsewhere after login.
 */
function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * `next_url` (§3, §4): where to go after login, stored as JSON `{ "url": "/quotes?tab=2",
 * "requiresAuth": true }`. `url` is a path of the app (pathname + search). `requiresAuth` says the
 * page needs a signed-in user (a guard saved it); pages that only want to come back after login
 * (a visitor's quote request) save `false`. After login the stored url is always honoured.
 */
export const nextUrlSchema = z.object({
  url: z.string().check(z.refine(isAppPath, { message: 'Not a path of the app' })),
  requiresAuth: z.boolean(),
});
/** The stored `next_url`. */
export type NextUrl = z.output<typeof nextUrlSchema>;

/** Stores where to go after login. A url that is not a path of the app is not stored. */
export function saveNextUrl(url: string, requiresAuth: boolean): void {
  if (isAppPath(url)) writeStored(STORAGE_KEYS.nextUrl, { url, requiresAuth } satisfies NextUrl);
}

/** The stored `next_url`, or null (absent, corrupt or foreign values read as absent). */
export function readNextUrl(): NextUrl | null {
  return readStored(STORAGE_KEYS.nextUrl, nextUrlSchema);
}

/** Forgets the stored `next_url`. */
export function clearNextUrl(): void {
  removeStored(STORAGE_KEYS.nextUrl);
}
