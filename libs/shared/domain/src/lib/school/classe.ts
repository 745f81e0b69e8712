import * as z from 'zod/mini';
import { crudPayloadSchema } from './crud';

/**
 * A class (classe: a group of students of one level in one scholar year, e.g. "CE2-A", "1AC-B",
 * "2BAC SM-1"). §3 names it without fields; chosen as name, level, year, size and main professor.
 */
export const ClasseSchema = z.object({
  id: z.number(),
  name: z.string(),
  level_id: z.number(),
  level_name: z.string(),
  school_id: z.number(),
  scholar_year_id: z.number(),
  students_count: z.number(),
  main_professor_name: z.nullable(z.string()),
});
/** A class. */
export type Classe = z.infer<typeof ClasseSchema>;

/** GET /api/classes (call 76) and GET /professor_classes_handler (professor classes). Envelope chosen: `{ classes }`. */
export const ClassesResponseSchema = z.object({ classes: z.array(ClasseSchema) });
/** A list of classes. */
export type ClassesResponse = z.infer<typeof ClassesResponseSchema>;

/** A classroom type (e.g. "Salle standard", "Laboratoire"). Fields chosen: id, name. */
export const ClassroomTypeSchema = z.object({ id: z.number(), name: z.string() });
/** A classroom type. */
export type ClassroomType = z.infer<typeof ClassroomTypeSchema>;

/** GET /schools_classroom_types_handler (call 70). Envelope chosen: `{ classroom_types }`. */
export const ClassroomTypesResponseSchema = z.object({ classroom_types: z.array(ClassroomTypeSchema) });
/** A list of classroom types. */
export type ClassroomTypesResponse = z.infer<typeof ClassroomTypesResponseSchema>;

/** POST /schools_classroom_types_handler (call 87): add/edit/delete a classroom type. */
export const ClassroomTypePayloadSchema = crudPayloadSchema({ name: z.string().check(z.minLength(1)) });
/** Payload of call 87. */
export type ClassroomTypePayload = z.infer<typeof ClassroomTypePayloadSchema>;

/** A classroom (a physical room). Fields chosen: name, type, capacity. */
export const ClassroomSchema = z.object({
  id: z.number(),
  name: z.string(),
  type_id: z.number(),
  type_name: z.string(),
  capacity: z.number(),
});
/** A classroom. */
export type Classroom = z.infer<typeof ClassroomSchema>;

/** GET /schools_classroom_handler (call 71). Envelope chosen: `{ classrooms }`. */
export const ClassroomsResponseSchema = z.object({ classrooms: z.array(ClassroomSchema) });
/** A list of classrooms. */
export type ClassroomsResponse = z.infer<typeof ClassroomsResponseSchema>;

/** POST /schools_classroom_handler (call 89): add/edit/delete a classroom. */
export const ClassroomPayloadSchema = crudPayloadSchema({
  name: z.string().check(z.minLength(1)),
  type_id: z.number(),
  capacity: z.number().check(z.int(), z.minimum(1)),
});
/** Payload of call 89. */
export type ClassroomPayload = z.infer<typeof ClassroomPayloadSchema>;
