import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import { lenientTextSchema, optionalNumericSchema, optionalTextSchema } from '../common/schema-helpers';

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

/**
 * A child of the signed-in parent, as the parents' space lists them (assumed contract, the spec has
 * no call listing a parent's children: `GET /api/koolskools/v1/children/`, see the api-clients
 * README "Assumed contract: the parents' space"). Who the child is, their current level, and where
 * they study once linked to a school by Code Massar (`school_id` null until then). Read leniently:
 * only the id and the names are needed; the school may also come as `school: { id, name }`.
 */
export const parentChildSchema = withReferences(
  z.object({
    id: z.number(),
    username: lenientTextSchema,
    first_name: z.string(),
    last_name: lenientTextSchema,
    birthday: optionalTextSchema,
    gender: z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value): Gender | null => (value === 'M' || value === 'F' ? value : null)),
    ),
    current_level: optionalNumericSchema,
    level_name: lenientTextSchema,
    image: lenientTextSchema,
    school_id: optionalNumericSchema,
    school_name: optionalTextSchema,
    class_name: optionalTextSchema,
  }),
  [{ from: 'school', id: 'school_id', name: 'school_name' }],
);
/** A child as the parents' space lists them. */
export type ParentChild = z.output<typeof parentChildSchema>;

/** GET /api/koolskools/v1/children/ (assumed). Envelope chosen: `{ children }`; a DRF page or a bare array reads the same. */
export const childrenResponseSchema = listAnswerSchema('children', parentChildSchema);
/** Response of the children list. */
export type ChildrenResponse = z.output<typeof childrenResponseSchema>;

/**
 * A parent's read about one of their children (assumed contract, "A child's school data"): the
 * child's account id as `child_id`; another family's child is refused (403).
 */
export interface ChildQuery {
  /** The child's account id (as the children list gives it). */
  child_id?: number;
}
