import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { REGISTRATION_MESSAGES, registrationPayloadSchema } from '../common/registration';
import { requiredTextSchema } from '../common/schema-helpers';
import { childSchema, GENDERS } from './child';

/**
 * Learning-platform account payloads. The base registration payload (§3), the registration answer
 * (`{ username, password }`) and the login payload are the common `registrationPayloadSchema`,
 * `registrationResultSchema` and `loginPayloadSchema`; this file adds the four koolskools
 * registrations and the account calls.
 */

/** A Massar code (the national student id): one letter then 9 digits, e.g. `G134567890`. */
export const MASSAR_CODE_PATTERN = /^[A-Z]\d{9}$/;

/** A Massar code field, with the §8 dictionary message when it does not fit the pattern. */
export const massarCodeSchema = z.string().check(z.regex(MASSAR_CODE_PATTERN, 'This Code Massar is invalid'));

/** A learning-platform password: longer than 5 characters (§5). */
const passwordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH + 1, { message: REGISTRATION_MESSAGES.passwordTooShort }));

/** POST /api/koolskools/v1/account/parent_registration/ (call 32): fields chosen = base + city. */
export const parentRegistrationPayloadSchema = z.extend(registrationPayloadSchema, {
  city: requiredTextSchema,
});
/** Parent registration payload. */
export type ParentRegistrationPayload = z.output<typeof parentRegistrationPayloadSchema>;

/**
 * POST /api/koolskools/v1/account/school_registration/ (call 33): the school administrator's own
 * fields plus the school's name, city and address (chosen).
 */
export const schoolRegistrationPayloadSchema = z.extend(registrationPayloadSchema, {
  school_name: requiredTextSchema,
  city: requiredTextSchema,
  address: requiredTextSchema,
});
/** School registration payload. */
export type SchoolRegistrationPayload = z.output<typeof schoolRegistrationPayloadSchema>;

/**
 * POST /api/koolskools/v1/account/professor_registration/ (call 34): base fields plus the subjects
 * taught (chosen).
 */
export const professorRegistrationPayloadSchema = z.extend(registrationPayloadSchema, {
  subject_ids: z.array(z.number()),
});
/** Professor registration payload. */
export type ProfessorRegistrationPayload = z.output<typeof professorRegistrationPayloadSchema>;

/**
 * POST /api/koolskools/v1/account/child_register/ (call 35): a signed-in parent registers a child
 * (fields chosen: names, birthday, gender, level, password; the backend picks the username).
 */
export const childRegistrationPayloadSchema = z.object({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  birthday: z.iso.date(),
  gender: z.enum(GENDERS),
  level_id: z.number(),
  password: passwordSchema,
});
/** Child registration payload. */
export type ChildRegistrationPayload = z.output<typeof childRegistrationPayloadSchema>;

/** Response of the child registration: the child's credentials and record. */
export const childRegistrationResponseSchema = z.object({
  username: z.string(),
  password: z.string(),
  child: childSchema,
});
/** Response of the child registration. */
export type ChildRegistrationResponse = z.output<typeof childRegistrationResponseSchema>;

/** Payload of POST /api/koolskools/v1/account/forgot_password/ (call 39). */
export const forgotPasswordPayloadSchema = z.object({ email: z.email() });
/** Forgot-password payload. */
export type ForgotPasswordPayload = z.output<typeof forgotPasswordPayloadSchema>;

/** A plain success answer (forgot password, change password). */
export const successResponseSchema = z.object({ success: z.boolean() });
/** A plain success answer. */
export type SuccessResponse = z.output<typeof successResponseSchema>;

/**
 * Payload of POST /api/koolskools/changepassword/ (call 52). The new password follows the
 * registration rule and must equal its confirmation ('Passwords must matchs', §5).
 */
export const changePasswordPayloadSchema = z
  .object({
    old_password: z.string().check(z.minLength(1)),
    new_password: passwordSchema,
    confirm_password: z.string(),
  })
  .check(
    z.refine((v) => v.new_password === v.confirm_password, {
      message: REGISTRATION_MESSAGES.passwordsMustMatch,
      path: ['confirm_password'],
    }),
  );
/** Change-password payload. */
export type ChangePasswordPayload = z.output<typeof changePasswordPayloadSchema>;

/** Payload of POST /change_current_level/ (call 48). */
export const changeCurrentLevelPayloadSchema = z.object({ level_id: z.number() });
/** Change-current-level payload. */
export type ChangeCurrentLevelPayload = z.output<typeof changeCurrentLevelPayloadSchema>;

/** Response of POST /change_current_level/: `current_level` (§7), stored in the session user (§4). */
export const changeCurrentLevelResponseSchema = z.object({ current_level: z.number() });
/** Change-current-level response. */
export type ChangeCurrentLevelResponse = z.output<typeof changeCurrentLevelResponseSchema>;

/**
 * Payload of POST /ajax/link_std_sc (call 38): attach a student to a school by Massar code
 * (fields chosen; the dictionary has 'This Code Massar is invalid' and 'Code Massar already exist').
 * The code identifies the student in their school's register, so the school is optional: a student
 * types only their code; with `school_id`, the code must be one of that school's. A parent links one of
 * their children (assumed, the parents' space): `child_id` names the child, whose account the code is
 * linked to; a child who is not the signed-in parent's is refused (403).
 */
export const linkStudentSchoolPayloadSchema = z.object({
  school_id: z.optional(z.number()),
  code_massar: massarCodeSchema,
  child_id: z.optional(z.number()),
});
/** Link-student-to-school payload. */
export type LinkStudentSchoolPayload = z.output<typeof linkStudentSchoolPayloadSchema>;

/** Response of POST /ajax/link_std_sc. */
export const linkStudentSchoolResponseSchema = z.object({
  success: z.boolean(),
  school_id: z.number(),
  school_name: z.string(),
});
/** Link-student-to-school response. */
export type LinkStudentSchoolResponse = z.output<typeof linkStudentSchoolResponseSchema>;
