import * as z from 'zod/mini';
import { ABSENCE_STATUSES } from '../constants';
import { MASSAR_CODE_PATTERN } from '../learning/account';
import { GENDERS } from '../learning/child';
import { crudPayloadSchema } from './crud';

/**
 * A student of a managed school. Fields not shown in the spec; chosen: identity, Massar code (the
 * national student id), class and the parent to contact.
 */
export const StudentSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  massar_code: z.string(),
  /** ISO date. */
  birthday: z.string(),
  gender: z.enum(GENDERS),
  class_id: z.nullable(z.number()),
  class_name: z.nullable(z.string()),
  parent_name: z.string(),
  parent_phone: z.string(),
  image: z.string(),
});
/** A student. */
export type Student = z.infer<typeof StudentSchema>;

/** GET /schools_student_handler (call 64) and GET /professor_students_handler (call 77). Envelope chosen: `{ students }`. */
export const StudentsResponseSchema = z.object({ students: z.array(StudentSchema) });
/** A list of students. */
export type StudentsResponse = z.infer<typeof StudentsResponseSchema>;

/** Query of the student lists. */
export interface StudentsQuery {
  /** Only this class. */
  class_id?: number;
  /** Name or Massar code contains this text. */
  search?: string;
}

const studentFields = {
  first_name: z.string().check(z.minLength(1)),
  last_name: z.string().check(z.minLength(1)),
  massar_code: z.string().check(z.regex(MASSAR_CODE_PATTERN, 'This Code Massar is invalid')),
  birthday: z.iso.date(),
  gender: z.enum(GENDERS),
  class_id: z.nullable(z.number()),
  parent_name: z.string(),
  parent_phone: z.string(),
};

/** POST /schools_student_handler ("student create/update/delete"): add/edit/delete a student. */
export const StudentPayloadSchema = crudPayloadSchema(studentFields);
/** Payload of the student create/update/delete call. */
export type StudentPayload = z.infer<typeof StudentPayloadSchema>;

/** One student of a bulk import. */
export const StudentImportRowSchema = z.object(studentFields);
/** One student of a bulk import. */
export type StudentImportRow = z.infer<typeof StudentImportRowSchema>;

/**
 * Payload of POST /api/students/store (call 95): stores a list of students at once (our reading:
 * the import of a class list, e.g. from the national school-management system).
 */
export const StoreStudentsPayloadSchema = z.object({
  students: z.array(StudentImportRowSchema).check(z.minLength(1)),
});
/** Payload of call 95. */
export type StoreStudentsPayload = z.infer<typeof StoreStudentsPayloadSchema>;

/** Answer of POST /api/students/store: the students created. */
export const StoreStudentsResponseSchema = z.object({ created: z.number(), students: z.array(StudentSchema) });
/** Answer of call 95. */
export type StoreStudentsResponse = z.infer<typeof StoreStudentsResponseSchema>;

/**
 * An attendance record of a student at one seance (§9 statuses: present, absent, late with minutes
 * late). Other fields chosen: when, which seance, and whether it was justified.
 */
export const AbsenceSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  class_id: z.number(),
  seance_id: z.number(),
  subject_name: z.string(),
  /** ISO date. */
  date: z.string(),
  start_time: z.string(),
  status: z.enum(ABSENCE_STATUSES),
  /** Minutes late when `status` is `late`, else null. */
  minutes_late: z.nullable(z.number()),
  justified: z.boolean(),
});
/** An absence or delay. */
export type Absence = z.infer<typeof AbsenceSchema>;

/** GET /schools_absence_handler (call 62). Envelope chosen: `{ absences }`. */
export const AbsencesResponseSchema = z.object({ absences: z.array(AbsenceSchema) });
/** A list of absences and delays. */
export type AbsencesResponse = z.infer<typeof AbsencesResponseSchema>;

/** Query of the absence list. */
export interface AbsencesQuery {
  /** Only this class. */
  class_id?: number;
  /** Only this student. */
  student_id?: number;
  /** Only this status. */
  status?: (typeof ABSENCE_STATUSES)[number];
}
