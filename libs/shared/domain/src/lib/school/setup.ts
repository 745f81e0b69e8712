import * as z from 'zod/mini';
import { listAnswerSchema } from '../common/open-shapes';
import { crudPayloadSchema } from './crud';
import { endDateRule } from './rules';
import { LEVEL_GROUP_KINDS, type LevelGroupKind } from './school-admin';

/**
 * The school's setup (issue 16), assumed contract (api-clients README, "School setup"): the writes
 * and reads the spec names without a shape, so an administrator can set a school up.
 */

/**
 * POST /schools_scholar_years_handler (assumed; the spec has only the GET, call 66): add/edit/delete
 * a scholar year; the end must be later than the start. Making one current is a settings update
 * (`current_scholar_year_id`, call 79).
 */
export const scholarYearPayloadSchema = crudPayloadSchema(
  { name: z.string().check(z.minLength(1)), start_date: z.iso.date(), end_date: z.iso.date() },
  [endDateRule],
);
/** Payload of the scholar year write. */
export type ScholarYearPayload = z.output<typeof scholarYearPayloadSchema>;

/**
 * POST /api/classes (assumed; the spec has only the GET, call 76): add/edit/delete a class of a
 * level the school teaches, in one of its scholar years, with an optional main professor (absent on
 * an edit: unchanged).
 */
export const classPayloadSchema = crudPayloadSchema({
  name: z.string().check(z.minLength(1)),
  level_id: z.number(),
  scholar_year_id: z.number(),
  main_professor_id: z.optional(z.nullable(z.number())),
});
/** Payload of the class write. */
export type ClassPayload = z.output<typeof classPayloadSchema>;

/**
 * A subject as the school teaches it (GET /schools_subject_handler, assumed): the national
 * programme's subjects of the school's levels (`own` false, read-only) and the school's own.
 */
export const schoolSubjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_ar: z.string(),
  level_ids: z.array(z.number()),
  coefficient: z.number(),
  own: z.boolean(),
});
/** A subject of the school. */
export type SchoolSubject = z.output<typeof schoolSubjectSchema>;

/** GET /schools_subject_handler (assumed). Envelope chosen: `{ subjects }`; a DRF page or a bare array reads the same. */
export const schoolSubjectsResponseSchema = listAnswerSchema('subjects', schoolSubjectSchema);
/** A list of school subjects. */
export type SchoolSubjectsResponse = z.output<typeof schoolSubjectsResponseSchema>;

/**
 * The level group id (call 37, `levels_groups`) of a level group kind: the groups are listed in
 * the kinds' order (primaire 1, collège 2, lycée 3). The school teaches every level of its groups.
 */
export function levelGroupId(kind: LevelGroupKind): number {
  return LEVEL_GROUP_KINDS.indexOf(kind) + 1;
}
