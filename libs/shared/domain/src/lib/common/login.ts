import * as z from 'zod/mini';
import { lenientBooleanSchema, lenientTextSchema, optionalTextSchema, requiredTextSchema } from './schema-helpers';
import { sessionUserFromLogin } from './login-session';
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

/**
 * Successful shop login (`users_api` action `login`), read as the session user. The contract allows
 * two readings, both accepted:
 * - §7 "response payload.success and session user": `success: true` and the session user, token
 *   included, at the top level;
 * - §3 "Login response: access_token and user": `{ success?, access_token, user }`, turned into the
 *   session user as the learning login is (`sessionUserFromLogin`).
 */
export const shopLoginSuccessSchema = z.pipe(
  z.union([
    z.extend(sessionUserSchema, { success: z.optional(z.literal(true)) }),
    z.extend(loginResponseSchema, { success: z.optional(z.literal(true)) }),
  ]),
  z.transform((payload): SessionUser => {
    if ('access_token' in payload) return sessionUserFromLogin(payload);
    const { success: _success, ...user } = payload;
    return user;
  }),
);
/** Successful shop login payload, read as the session user. */
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
