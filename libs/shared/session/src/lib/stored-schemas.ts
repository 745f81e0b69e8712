import * as z from 'zod/mini';
import { levelGroupSchema, levelSchema, profileSchema, subjectSchema } from '@kk/domain/schemas/common';
import { isAppPath } from './app-path';

/*
 * The schemas of the stored values (§3). This module (and zod with it) is not part of an app's
 * first load: the values read for the first render get a cheap structural check and are checked
 * against these schemas as soon as this module has loaded (`readStoredChecked`, storage.ts).
 * Code that runs later (login, cross-tab sync, bootstrap) reads with the full schema at once.
 */

export { sessionUserSchema } from '@kk/domain/schemas/common';

/** Stored `levels` (§3). */
export const storedLevelsSchema = z.array(levelSchema);
/** Stored `subjects` (§3). */
export const storedSubjectsSchema = z.array(subjectSchema);
/** Stored `level_groups` (§3, from the response field `levels_groups`). */
export const storedLevelGroupsSchema = z.array(levelGroupSchema);

/** Stored `InfoProfile` (`StoredProfile`, info-profile.ts): it must at least name the account. */
export const storedProfileSchema = z
  .pick(profileSchema, { username: true, is_school_admin: true, scope: true, password_is_forgotten: true })
  .check(z.refine((p) => p.username !== '', { message: 'Not a profile' }));

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
