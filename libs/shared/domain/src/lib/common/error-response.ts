import * as z from 'zod/mini';

/** Error codes the learning-platform login answers with (§3, §8). */
export const LOGIN_ERROR_CODES = {
  notActivated: 'not_activated',
  noSubscription: 'no_subscription',
  emailNotActive: 'not_email_active',
  phoneNotActive: 'not_phone_active',
} as const;
/** One of {@link LOGIN_ERROR_CODES}. */
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[keyof typeof LOGIN_ERROR_CODES];

/**
 * Error response (§3): `error` is a code of {@link LOGIN_ERROR_CODES} or a free text (e.g.
 * 'This username already exists!'); the other fields say where the activation message went.
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  parent_email: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
});
/** Error response (§3). */
export type ErrorResponse = Omit<z.output<typeof errorResponseSchema>, 'error'> & {
  error: LoginErrorCode | (string & {});
};

/** Reads an unknown error body as an {@link ErrorResponse}, or null when it is not one. */
export function parseErrorResponse(body: unknown): ErrorResponse | null {
  const result = errorResponseSchema.safeParse(body);
  return result.success ? result.data : null;
}
