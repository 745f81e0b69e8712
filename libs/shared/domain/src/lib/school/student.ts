import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import { ABSENCE_STATUSES } from '../constants';
import { massarCodeSchema } from '../learning/account';
import { GENDERS, type ChildQuery } from '../learning/child';
import { crudPayloadSchema } from './crud';

/**
 * A student of a managed school. Fields not shown in the spec; chosen: identity, Massar code (the
 * national student id), class and the parent to contact.
 */
export const studentSchema = withReferences(
  z.object({
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
    /** Assumed (README, "Students"): a learning account is linked to this register row by its Massar code. */
    has_account: z._default(z.boolean(), false),
  }),
  [{ from: 'class', id: 'class_id', name: 'class_name' }],
);
/** A student. */
export type Student = z.output<typeof studentSchema>;

/** GET /schools_student_handler (call 64) and GET /professor_students_handler (call 77). Envelope chosen: `{ students }`; a DRF page or a bare array reads the same. */
export const studentsResponseSchema = listAnswerSchema('students', studentSchema);
/** A list of students. */
export type StudentsResponse = z.output<typeof studentsResponseSchema>;

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
  massar_code: massarCodeSchema,
  birthday: z.iso.date(),
  gender: z.enum(GENDERS),
  class_id: z.nullable(z.number()),
  parent_name: z.string(),
  parent_phone: z.string(),
};

/** POST /schools_student_handler ("student create/update/delete"): add/edit/delete a student. */
export const studentPayloadSchema = crudPayloadSchema(studentFields);
/** Payload of the student create/update/delete call. */
export type StudentPayload = z.output<typeof studentPayloadSchema>;

/** One student of a bulk import. */
export const studentImportRowSchema = z.object(studentFields);
/** One student of a bulk import. */
export type StudentImportRow = z.output<typeof studentImportRowSchema>;

/**
 * Payload of POST /api/students/store (call 95): stores a list of students at once (our reading:
 * the import of a class list, e.g. from the national school-management system).
 */
export const storeStudentsPayloadSchema = z.object({
  students: z.array(studentImportRowSchema).check(z.minLength(1)),
});
/** Payload of call 95. */
export type StoreStudentsPayload = z.output<typeof storeStudentsPayloadSchema>;

/** Answer of POST /api/students/store: the students created. */
export const storeStudentsResponseSchema = z.object({ created: z.number(), students: z.array(studentSchema) });
/** Answer of call 95. */
export type StoreStudentsResponse = z.output<typeof storeStudentsResponseSchema>;

/**
 * An attendance record of a student at one seance (§9 statuses: present, absent, late with minutes
 * late). Other fields chosen: when, which seance, and whether it was justified.
 */
export const absenceSchema = withReferences(
  z.object({
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
    /** When the roll call that stored this mark was recorded (ISO date-time; assumed, "Roll call"). */
    recorded_at: z.optional(z.nullable(z.string())),
  }),
  [
    { from: 'student', id: 'student_id', name: 'student_name' },
    { from: 'subject', name: 'subject_name' },
  ],
);
/** An absence or delay. */
export type Absence = z.output<typeof absenceSchema>;

/** GET /schools_absence_handler (call 62). Envelope chosen: `{ absences }`; a DRF page or a bare array reads the same. */
export const absencesResponseSchema = listAnswerSchema('absences', absenceSchema);
/** A list of absences and delays. */
export type AbsencesResponse = z.output<typeof absencesResponseSchema>;

/** Query of the absence list. `child_id`: a parent's read about one of their children (assumed contract). */
export interface AbsencesQuery extends ChildQuery {
  /** Only this class. */
  class_id?: number;
  /** Only this student. */
  student_id?: number;
  /** Only this status. */
  status?: (typeof ABSENCE_STATUSES)[number];
  /** Only this seance (series id; assumed, "Roll call"), with `date` one occurrence's marks. */
  seance_id?: number;
  /** Only this ISO date (assumed, "Roll call"). */
  date?: string;
  /** Only this month, `YYYY-MM` (assumed, "Roll call"). */
  month?: string;
}
