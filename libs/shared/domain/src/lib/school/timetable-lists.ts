import * as z from 'zod/mini';
import { listAnswerSchema } from '../common/open-shapes';
import { lenientArray } from '../common/schema-helpers';

/**
 * A professor of a school, as the timetable's seance form lists them (assumed contract, issue 16:
 * §7 has no professors list): the account id a seance's `professor_id` names, the name shown, and
 * the subjects they already teach in the school (to suggest them first; may be empty).
 */
export const schoolProfessorSchema = z.object({
  id: z.number(),
  name: z.string(),
  subject_ids: lenientArray(z.number()),
});
/** A professor of the school. */
export type SchoolProfessor = z.output<typeof schoolProfessorSchema>;

/** GET /schools_professor_handler (assumed): the school's professors, envelope `{ professors }`. */
export const schoolProfessorsResponseSchema = listAnswerSchema('professors', schoolProfessorSchema);
/** The school's professors. */
export type SchoolProfessorsResponse = z.output<typeof schoolProfessorsResponseSchema>;

/**
 * A subject the school teaches (assumed contract, issue 16): the national programme's and the
 * school's own, with the levels that study it (a seance's subject is offered for its class's level).
 */
export const schoolSubjectSchema = z.object({ id: z.number(), name: z.string(), level_ids: lenientArray(z.number()) });
/** A subject of the school. */
export type SchoolSubject = z.output<typeof schoolSubjectSchema>;

/** GET /schools_subject_handler (assumed, the GET beside "subjects add/edit/delete"): envelope `{ subjects }`. */
export const schoolSubjectsResponseSchema = listAnswerSchema('subjects', schoolSubjectSchema);
/** The school's subjects. */
export type SchoolSubjectsResponse = z.output<typeof schoolSubjectsResponseSchema>;
