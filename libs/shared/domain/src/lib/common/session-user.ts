import * as z from 'zod/mini';
import { ACCOUNT_TYPES } from '../constants';
import { lenientBooleanSchema, lenientTextSchema, optionalTextSchema } from './schema-helpers';

/**
 * Profile stored with the session user (§3): contact details shown on the profile screen.
 * Lenient: the backend omits fields it has no value for.
 */
export const profileSchema = z.object({
  firstName: lenientTextSchema,
  lastName: lenientTextSchema,
  username: lenientTextSchema,
  /** ISO date (YYYY-MM-DD) or null. */
  birthday: optionalTextSchema,
  gender: optionalTextSchema,
  address: optionalTextSchema,
  email: lenientTextSchema,
  /** Image URL or null. */
  image: optionalTextSchema,
  phone_number: lenientTextSchema,
  /** True when the account type is `sc_ad`. */
  is_school_admin: lenientBooleanSchema,
  country: optionalTextSchema,
  city: optionalTextSchema,
  password_is_forgotten: lenientBooleanSchema,
  success: z.optional(z.boolean()),
  scope: optionalTextSchema,
});
/** Profile of the session user (§3). */
export type Profile = z.output<typeof profileSchema>;

/** A school a professor works in (alternative professor login, §3): an id or `{ id, name }`. */
export const professorSchoolSchema = z.union([z.number(), z.object({ id: z.number(), name: lenientTextSchema })]);

/**
 * Fields added by the alternative professor login (§3). They sit on the session user itself and
 * are absent from other sessions.
 */
export const professorFlagsShape = {
  is_professeur: z.optional(lenientBooleanSchema),
  is_school_admin: z.optional(lenientBooleanSchema),
  is_formator: z.optional(lenientBooleanSchema),
  is_tuteur: z.optional(lenientBooleanSchema),
  /** Schools the professor works in. */
  schools: z.optional(z.nullable(z.array(professorSchoolSchema))),
};

/**
 * The session user, stored under the `session_user` key (§3). `token` is sent as
 * `Authorization: Token <t>` (shop) or `Bearer <t>` (learning, school management).
 */
export const sessionUserSchema = z.object({
  token: z.string().check(z.minLength(1)),
  id: z.number(),
  firstName: lenientTextSchema,
  lastName: lenientTextSchema,
  image: optionalTextSchema,
  /** `ad` admin, `li` library, `sc_ad` school admin; anything else is an ordinary account. */
  account_type: lenientTextSchema,
  profile: profileSchema,
  has_children: lenientBooleanSchema,
  /** Level id the learner currently works on (changed by `change_current_level`), or null. */
  current_level: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  /** Display name. */
  name: lenientTextSchema,
  /** Class level set by the "modify" action (§4); absent until then. */
  classLevel: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  ...professorFlagsShape,
});
/** The session user (§3). */
export type SessionUser = z.output<typeof sessionUserSchema>;

/** True when the user is an admin (`ad`): sent to /admin/dashboard after login. */
export function isAdminAccount(user: Pick<SessionUser, 'account_type'> | null | undefined): boolean {
  return user?.account_type === ACCOUNT_TYPES.admin;
}

/** True when the user is a library (`li`): sent to /library/demandes after login. */
export function isLibraryAccount(user: Pick<SessionUser, 'account_type'> | null | undefined): boolean {
  return user?.account_type === ACCOUNT_TYPES.library;
}

/** True when the user is a school administrator (`sc_ad`). */
export function isSchoolAdminAccount(user: Pick<SessionUser, 'account_type'> | null | undefined): boolean {
  return user?.account_type === ACCOUNT_TYPES.schoolAdmin;
}
