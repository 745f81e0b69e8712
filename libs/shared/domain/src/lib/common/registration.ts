import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema, requiredTextSchema } from './schema-helpers';

/** Messages of the registration and profile rules (§5), verbatim. */
export const REGISTRATION_MESSAGES = {
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  emailRequired: 'Email required',
  emailFormat: 'Email format incorrect',
  phoneRequired: 'Phone required',
  passwordRequired: 'Password required',
  passwordTooShort: 'Password must be greater than 5 character',
  passwordsMustMatch: 'Passwords must matchs',
  usernameTaken: 'This username already exists!',
} as const;

const passwordSchema = z
  .string()
  .check(
    z.minLength(1, { message: REGISTRATION_MESSAGES.passwordRequired }),
    z.minLength(PASSWORD_MIN_LENGTH + 1, { message: REGISTRATION_MESSAGES.passwordTooShort }),
  );

/** Optional image URL: missing, null or '' means no photo. */
const optionalImageSchema = z.optional(z.nullable(z.string()));

/**
 * Registration payload sent to the backend (§3): `first_name, last_name, email, phone_number,
 * password, image`. Registration answers `{ username, password }`, then used to log in.
 */
export const registrationPayloadSchema = z.object({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  email: emailSchema,
  phone_number: requiredTextSchema,
  password: passwordSchema,
  image: optionalImageSchema,
});
/** Registration payload (backend field names). */
export type RegistrationPayload = z.output<typeof registrationPayloadSchema>;

/**
 * The shop registration form (§3 field names: `fname, lname, email, phone_number, password,
 * confirm_password, image_url`), with the §5 rules: confirmation equal to the password.
 */
export const shopRegistrationFormSchema = z
  .object({
    fname: requiredTextSchema,
    lname: requiredTextSchema,
    email: emailSchema,
    phone_number: requiredTextSchema,
    password: passwordSchema,
    confirm_password: z.string().check(z.minLength(1, { message: REGISTRATION_MESSAGES.passwordRequired })),
    image_url: optionalImageSchema,
  })
  .check(
    z.refine((form) => form.password === form.confirm_password, {
      message: REGISTRATION_MESSAGES.passwordsMustMatch,
      path: ['confirm_password'],
    }),
  );
/** Values of the shop registration form. */
export type ShopRegistrationForm = z.output<typeof shopRegistrationFormSchema>;

/** Maps the shop form names to the backend payload names (§3). */
export function toRegistrationPayload(form: ShopRegistrationForm): RegistrationPayload {
  return {
    first_name: form.fname,
    last_name: form.lname,
    email: form.email,
    phone_number: form.phone_number,
    password: form.password,
    image: form.image_url ? form.image_url : null,
  };
}

/** Registration answer: the generated username and the password, used to log in right away. */
export const registrationResultSchema = z.object({
  username: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
/** Registration answer. */
export type RegistrationResult = z.output<typeof registrationResultSchema>;

/** Profile update payload (§3): `first_name, last_name, email, phone_number, image_url`. */
export const profileUpdatePayloadSchema = z.object({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  email: emailSchema,
  phone_number: requiredTextSchema,
  image_url: optionalImageSchema,
});
/** Profile update payload. */
export type ProfileUpdatePayload = z.output<typeof profileUpdatePayloadSchema>;

/** Profile update answer: the user with the same fields (§3). */
export const profileUpdateResponseSchema = z.object({
  user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    image_url: z.optional(z.nullable(z.string())),
  }),
});
/** Profile update answer. */
export type ProfileUpdateResponse = z.output<typeof profileUpdateResponseSchema>;
