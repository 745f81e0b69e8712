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
 * Its schema is `errorResponseSchema` (error-response.schema.ts); this module has no zod in it,
 * because every failed call of every app reads its body with {@link parseErrorResponse}.
 */
export interface ErrorResponse {
  error: LoginErrorCode | (string & {});
  parent_email?: string | null;
  email?: string | null;
  phone?: string | null;
}

const CONTACT_FIELDS = ['parent_email', 'email', 'phone'] as const;

/**
 * Reads an unknown error body as an {@link ErrorResponse}, or null when it is not one: the same
 * answer as `errorResponseSchema.safeParse` (a test holds them together), checked by hand because
 * every failed call goes through here, in every app's first load, where zod is not (see
 * docs/performance.md).
 */
export function parseErrorResponse(body: unknown): ErrorResponse | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (typeof fields['error'] !== 'string') return null;
  const response: ErrorResponse = { error: fields['error'] };
  for (const key of CONTACT_FIELDS) {
    const value = fields[key];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') return null;
    response[key] = value;
  }
  return response;
}
