import * as z from 'zod/mini';

/** Gender values used by the learning platform's forms. */
export const GENDERS = ['M', 'F'] as const;
/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number];

/**
 * A parent's child (a student account). Fields not shown in the spec; chosen as identity,
 * current level and login name.
 */
export const childSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** ISO date. */
  birthday: z.string(),
  gender: z.enum(GENDERS),
  current_level: z.nullable(z.number()),
  image: z.string(),
});
/** A child. */
export type Child = z.output<typeof childSchema>;

/** Payload of POST /api/koolskools/v1/child/{id}/ (call 49): update a child; every field optional. */
export const childUpdatePayloadSchema = z.object({
  first_name: z.optional(z.string().check(z.minLength(1))),
  last_name: z.optional(z.string().check(z.minLength(1))),
  birthday: z.optional(z.iso.date()),
  gender: z.optional(z.enum(GENDERS)),
  current_level: z.optional(z.number()),
});
/** Payload of the child update call. */
export type ChildUpdatePayload = z.output<typeof childUpdatePayloadSchema>;
