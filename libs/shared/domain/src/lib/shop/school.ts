import * as z from 'zod/mini';
import {
  lenientArray,
  lenientBooleanSchema,
  lenientTextSchema,
  optionalTextSchema,
  refIdSchema,
} from '../common/schema-helpers';

/**
 * A school of the shop (§3). `level_groups` and `levels` are ids: screens map them to names with
 * the stored level groups and levels (`levelGroupNames`, `levelsByIds`).
 */
export const schoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: lenientTextSchema,
  city: lenientTextSchema,
  /** Logo URL (the fake backend sends SVG data URLs), or null. */
  logo_url: optionalTextSchema,
  /** Cycle ids (primaire, collège, lycée); the backend may send the level group objects instead. */
  level_groups: lenientArray(refIdSchema('group_id', 'level_group_id', 'id')),
  /** Level ids taught; the backend may send the Level objects of §3 (`level_id`, name, ...) instead. */
  levels: lenientArray(refIdSchema('level_id', 'id')),
  /** Phone for the Call button of the school page; null when unknown. */
  phone_number: z.optional(optionalTextSchema),
  /** Whether the school has supply lists or packs in the shop. */
  has_supplies: z.optional(lenientBooleanSchema),
});
/** A school. */
export type School = z.output<typeof schoolSchema>;

/**
 * A page of `get_schools` (page, page_size, name). Past the end, or when the search finds nothing,
 * the backend sends an `error` field instead of a full page: the client stops paging (§8).
 */
export const schoolsPageSchema = z.object({
  schools: lenientArray(schoolSchema),
  error: z.optional(z.nullable(z.string())),
});

/** Response of `get_school_info` (school_id): the school with its level groups (§7). */
export const schoolInfoResponseSchema = z.object({
  school: schoolSchema,
});

/** Messages of the unlisted-school rules (§5), verbatim. */
export const UNLISTED_SCHOOL_MESSAGES = {
  nameRequired: 'Name required',
  fileRequired: 'File required',
} as const;

/**
 * Unlisted-school request (§3): `schools_api` action `create_inactive`. Also the shape stored
 * as `school_temp` while a visitor signs in (§4).
 */
export const unlistedSchoolRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { message: UNLISTED_SCHOOL_MESSAGES.nameRequired })),
  city: z.optional(z.string()),
  /** Level id picked in the form (or its name). */
  level: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  /** URL of the uploaded file (from `uploadAsset`). */
  file_url: z.string().check(z.trim(), z.minLength(1, { message: UNLISTED_SCHOOL_MESSAGES.fileRequired })),
});
/** Unlisted-school request. */
export type UnlistedSchoolRequest = z.output<typeof unlistedSchoolRequestSchema>;

/** `school_temp` (§3): the unlisted-school request kept while the visitor signs in. */
export const schoolTempSchema = unlistedSchoolRequestSchema;
/** `school_temp`. */
export type SchoolTemp = UnlistedSchoolRequest;

/** Answer of `create_inactive`: the stored request. */
export const createInactiveSchoolResponseSchema = z.object({
  success: z.optional(z.boolean()),
  school_request: z.object({
    id: z.number(),
    name: z.string(),
    city: lenientTextSchema,
  }),
});
/** Answer of `create_inactive`. */
export type CreateInactiveSchoolResponse = z.output<typeof createInactiveSchoolResponseSchema>;

/** Query of `get_schools` besides paging: the search text (§7). */
export const schoolSearchSchema = z.object({ name: z.optional(z.string()) });
