import * as z from 'zod/mini';

/** Schema of the error response (§3); see `ErrorResponse` and `parseErrorResponse`, which mirrors it. */
export const errorResponseSchema = z.object({
  error: z.string(),
  parent_email: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
});
