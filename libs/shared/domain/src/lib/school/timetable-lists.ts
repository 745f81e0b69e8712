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
