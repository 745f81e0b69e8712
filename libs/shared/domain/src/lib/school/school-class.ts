import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import { crudPayloadSchema } from './crud';

/**
 * A class (classe: a group of students of one level in one scholar year, e.g. "CE2-A", "1AC-B",
 * "2BAC SM-1"). §3 names it without fields; chosen as name, level, year, size and main professor.
 */
export const schoolClassSchema = withReferences(
  z.object({
    id: z.number(),
    name: z.string(),
    level_id: z.number(),
    level_name: z.string(),
    school_id: z.number(),
    scholar_year_id: z.number(),
    students_count: z.number(),
    /** The main professor's account id (null: none, or a backend that names them only). */
    main_professor_id: z._default(z.nullable(z.number()), null),
    main_professor_name: z.nullable(z.string()),
  }),
  [
    { from: 'level', id: 'level_id', name: 'level_name' },
    { from: 'main_professor', id: 'main_professor_id', name: 'main_professor_name' },
  ],
);
/** A class. */
export type SchoolClass = z.output<typeof schoolClassSchema>;

/** GET /api/classes (call 76) and GET /professor_classes_handler (professor classes). Envelope chosen: `{ classes }`; a DRF page or a bare array reads the same. */
export const classesResponseSchema = listAnswerSchema('classes', schoolClassSchema);
/** A list of classes. */
export type ClassesResponse = z.output<typeof classesResponseSchema>;

/** A classroom type (e.g. "Salle standard", "Laboratoire"). Fields chosen: id, name. */
export const classroomTypeSchema = z.object({ id: z.number(), name: z.string() });
/** A classroom type. */
export type ClassroomType = z.output<typeof classroomTypeSchema>;

/** GET /schools_classroom_types_handler (call 70). Envelope chosen: `{ classroom_types }`; a DRF page or a bare array reads the same. */
export const classroomTypesResponseSchema = listAnswerSchema('classroom_types', classroomTypeSchema);
/** A list of classroom types. */
export type ClassroomTypesResponse = z.output<typeof classroomTypesResponseSchema>;

/** POST /schools_classroom_types_handler (call 87): add/edit/delete a classroom type. */
export const classroomTypePayloadSchema = crudPayloadSchema({ name: z.string().check(z.minLength(1)) });
/** Payload of call 87. */
export type ClassroomTypePayload = z.output<typeof classroomTypePayloadSchema>;

/** A classroom (a physical room). Fields chosen: name, type, capacity. */
export const classroomSchema = withReferences(
  z.object({
    id: z.number(),
    name: z.string(),
    type_id: z.number(),
    type_name: z.string(),
    capacity: z.number(),
  }),
  [{ from: 'type', id: 'type_id', name: 'type_name' }],
);
/** A classroom. */
export type Classroom = z.output<typeof classroomSchema>;

/** GET /schools_classroom_handler (call 71). Envelope chosen: `{ classrooms }`; a DRF page or a bare array reads the same. */
export const classroomsResponseSchema = listAnswerSchema('classrooms', classroomSchema);
/** A list of classrooms. */
export type ClassroomsResponse = z.output<typeof classroomsResponseSchema>;

/** POST /schools_classroom_handler (call 89): add/edit/delete a classroom. */
export const classroomPayloadSchema = crudPayloadSchema({
  name: z.string().check(z.minLength(1)),
  type_id: z.number(),
  capacity: z.number().check(z.int(), z.minimum(1)),
});
/** Payload of call 89. */
export type ClassroomPayload = z.output<typeof classroomPayloadSchema>;
