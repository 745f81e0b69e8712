import * as z from 'zod/mini';
import { requiredListSchema } from './open-shapes';
import { lenientArray, lenientTextSchema, optionalTextSchema } from './schema-helpers';

/** A subject (§3). `name` is French; `name_ar` the Arabic name when the backend sends it. */
export const subjectSchema = z.object({
  subject_id: z.number(),
  name: z.string(),
  name_ar: z.optional(optionalTextSchema),
});
/** A subject. */
export type Subject = z.output<typeof subjectSchema>;

/** Query of a list of items that belong to one subject at one level; every field optional. */
export interface SubjectLevelQuery {
  /** Only this subject. */
  subject_id?: number;
  /** Only this level. */
  level_id?: number;
}

/**
 * A level (§3): CP ... 2ème année bac, in a level group, with the subjects taught. `name` is French;
 * `name_ar` the Arabic name when the backend sends it (as for subjects; see `levelName`).
 */
export const levelSchema = z.object({
  level_id: z.number(),
  name: z.string(),
  name_ar: z.optional(optionalTextSchema),
  group_id: z.nullable(z.number()),
  subjects_ids: lenientArray(z.number()),
});
/** A level. */
export type Level = z.output<typeof levelSchema>;

/** A level group (§3): a cycle such as primaire, collège, lycée. */
export const levelGroupSchema = z.object({
  id: z.number(),
  name: lenientTextSchema,
});
/** A level group. */
export type LevelGroup = z.output<typeof levelGroupSchema>;

/**
 * GET /{product}/api/levels_groups_api (call 37, a learning-backend call): `levels_groups`, stored
 * locally under `level_groups` (STORAGE_KEYS.levelGroups) followed by the `store_level_groups` event.
 * In the common area with the levels: the shop asks for it at every start, and reading it does not
 * make the shop evaluate the learning area's schemas (docs/performance.md).
 */
export const levelGroupsResponseSchema = z.object({
  levels_groups: requiredListSchema(levelGroupSchema),
});
/** Response of the level-groups call. */
export type LevelGroupsResponse = z.output<typeof levelGroupsResponseSchema>;

/**
 * Response of the shop `levels` call (28): levels and subjects (§7), and the level groups under
 * `levels_groups` when the backend sends them (stored as `level_groups`, §3).
 */
export const levelsResponseSchema = z.object({
  levels: lenientArray(levelSchema),
  subjects: lenientArray(subjectSchema),
  levels_groups: lenientArray(levelGroupSchema),
});
/** Response of the shop `levels` call. */
export type LevelsResponse = z.output<typeof levelsResponseSchema>;

/** Response of the shop `subjects` call (29). */
export const subjectsResponseSchema = z.object({
  subjects: lenientArray(subjectSchema),
});
/** Response of the shop `subjects` call. */
export type SubjectsResponse = z.output<typeof subjectsResponseSchema>;

/** Task toggle payload (§3): `POST /tasks/{task_id}/toggle_validate`. */
export const taskToggleSchema = z.object({
  task_id: z.number(),
});
/** Task toggle payload. */
export type TaskToggle = z.output<typeof taskToggleSchema>;
