import * as z from 'zod/mini';
import { lenientBooleanSchema, lenientTextSchema, optionalTextSchema, requiredTextSchema } from './schema-helpers';
import { professorFlagsShape, sessionUserSchema, type SessionUser } from './session-user';

/** Login form / payload (shop `users_api` action `login`, learning login): both fields required (§5). */
export const loginPayloadSchema = z.object({
  username: requiredTextSchema,
  password: z.string().check(z.minLength(1, { message: 'Required' })),
});
/** Login payload. */
export type LoginPayload = z.output<typeof loginPayloadSchema>;

/** The user object of the learning-platform login response (§3). */
export const loginUserSchema = z.object({
  id: z.number(),
  first_name: lenientTextSchema,
  last_name: lenientTextSchema,
  image_url: optionalTextSchema,
  account_type: lenientTextSchema,
  username: lenientTextSchema,
  birthday: optionalTextSchema,
  gender: optionalTextSchema,
  address: optionalTextSchema,
  email: lenientTextSchema,
  phone_number: lenientTextSchema,
  country: optionalTextSchema,
  city: optionalTextSchema,
  password_is_forgotten: lenientBooleanSchema,
  success: z.optional(z.boolean()),
  scope: optionalTextSchema,
  /** Whether the account has children (parents). */
  has_children: z.optional(lenientBooleanSchema),
  /** Current level id of a learner. */
  current_level: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  ...professorFlagsShape,
});
/** The user of a login response (§3). */
export type LoginUser = z.output<typeof loginUserSchema>;

/** Learning-platform login response (§3): a bearer token and the user. */
export const loginResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  user: loginUserSchema,
});
/** Learning-platform login response. */
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** Builds the stored session user (§3) from a learning-platform login response. */
export function sessionUserFromLogin(response: LoginResponse): SessionUser {
  const { user } = response;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return {
    token: response.access_token,
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    image: user.image_url,
    account_type: user.account_type,
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      birthday: user.birthday,
      gender: user.gender,
      address: user.address,
      email: user.email,
      image: user.image_url,
      phone_number: user.phone_number,
      is_school_admin: user.account_type === 'sc_ad',
      country: user.country,
      city: user.city,
      password_is_forgotten: user.password_is_forgotten,
      success: user.success,
      scope: user.scope,
    },
    has_children: user.has_children ?? false,
    current_level: user.current_level ?? null,
    name: name || user.username,
    ...(user.is_professeur !== undefined ? { is_professeur: user.is_professeur } : {}),
    ...(user.is_formator !== undefined ? { is_formator: user.is_formator } : {}),
    ...(user.is_tuteur !== undefined ? { is_tuteur: user.is_tuteur } : {}),
    ...(user.is_school_admin !== undefined ? { is_school_admin: user.is_school_admin } : {}),
    ...(user.schools ? { schools: user.schools } : {}),
  };
}

/**
 * Successful shop login (`users_api` action `login`): `success: true` and the session user,
 * token included, at the top level of the payload (§7).
 */
export const shopLoginSuccessSchema = z.extend(sessionUserSchema, {
  success: z.literal(true),
});
/** Successful shop login payload. */
export type ShopLoginSuccess = z.output<typeof shopLoginSuccessSchema>;

/**
 * Failed shop login: `success: false` and the server's message text, which may carry the
 * verification markers (`VERIFICATION_MARKERS`; the UI removes them with `stripVerificationMarkers`).
 */
export const shopLoginFailureSchema = z.object({
  success: z.literal(false),
  message: lenientTextSchema,
});
/** Failed shop login payload. */
export type ShopLoginFailure = z.output<typeof shopLoginFailureSchema>;
