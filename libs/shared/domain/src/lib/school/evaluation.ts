import * as z from 'zod/mini';
import { listAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from '../common/open-shapes';
import type { ChildQuery } from '../learning/child';
import { crudPayloadSchema } from './crud';
import { numericSchema, optionalNumericSchema } from '../common/schema-helpers';
import { coefficientRule, durationRule, gradeRule } from './rules';

/** Grading periods of a scholar year (trimesters). */
export const PERIODS = [1, 2, 3] as const;
/** One of {@link PERIODS}. */
export type Period = (typeof PERIODS)[number];

const periodSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A competency assessed in a subject at a level. Fields chosen: code, name, subject, level. */
export const competencySchema = withReferences(
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    subject_id: z.number(),
    level_id: z.number(),
  }),
  SUBJECT_LEVEL_REFERENCES,
);
/** A competency. */
export type Competency = z.output<typeof competencySchema>;

/** GET /schools_competency_handler (call 68). Envelope chosen: `{ competencies }`; a DRF page or a bare array reads the same. */
export const competenciesResponseSchema = listAnswerSchema('competencies', competencySchema);
/** A list of competencies. */
export type CompetenciesResponse = z.output<typeof competenciesResponseSchema>;

/** POST /schools_competency_handler (call 83): add/edit/delete a competency. */
export const competencyPayloadSchema = crudPayloadSchema({
  code: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  subject_id: z.number(),
  level_id: z.number(),
});
/** Payload of call 83. */
export type CompetencyPayload = z.output<typeof competencyPayloadSchema>;

/**
 * A control (a graded test). §3 names controls without fields; chosen: title, class, subject,
 * ISO date, duration in minutes (≥ 1), coefficient (≥ 0), trimester and the competencies assessed.
 */
export const controlSchema = withReferences(
  z.object({
    id: z.number(),
    title: z.string(),
    class_id: z.number(),
    subject_id: z.number(),
    subject_name: z.string(),
    date: z.string(),
    duration_minutes: z.number(),
    coefficient: numericSchema,
    period: periodSchema,
    competency_ids: z.array(z.number()),
  }),
  [{ from: 'subject', id: 'subject_id', name: 'subject_name' }],
);
/** A control. */
export type Control = z.output<typeof controlSchema>;

/** GET /professor_control_handler (call 69). Envelope chosen: `{ controls }`; a DRF page or a bare array reads the same. */
export const controlsResponseSchema = listAnswerSchema('controls', controlSchema);
/** A list of controls. */
export type ControlsResponse = z.output<typeof controlsResponseSchema>;

/**
 * POST /professor_control_handler (call 84, a professor's controls) and POST /school_control_handler
 * (call 85, controls planned by the school administration): add/edit/delete a control.
 */
export const controlPayloadSchema = crudPayloadSchema(
  {
    title: z.string().check(z.minLength(1)),
    class_id: z.number(),
    subject_id: z.number(),
    date: z.iso.date(),
    duration_minutes: z.number(),
    coefficient: z.number(),
    period: periodSchema,
    competency_ids: z.array(z.number()),
  },
  [durationRule, coefficientRule],
);
/** Payload of calls 84 and 85. */
export type ControlPayload = z.output<typeof controlPayloadSchema>;

/**
 * An evaluation: one student's grade in one control, out of 20 (null = not graded, e.g. absent).
 * §3 names evaluations without fields; chosen as control, student, grade and comment.
 */
export const evaluationSchema = withReferences(
  z.object({
    id: z.number(),
    control_id: z.number(),
    student_id: z.number(),
    student_name: z.string(),
    grade: optionalNumericSchema,
    comment: z.string(),
  }),
  [{ from: 'student', id: 'student_id', name: 'student_name' }],
);
/** An evaluation. */
export type Evaluation = z.output<typeof evaluationSchema>;

/** GET /school/evaluations (call 73). Envelope chosen: `{ evaluations }`; a DRF page or a bare array reads the same. */
export const evaluationsResponseSchema = listAnswerSchema('evaluations', evaluationSchema);
/** A list of evaluations. */
export type EvaluationsResponse = z.output<typeof evaluationsResponseSchema>;

/** POST /school/evaluations (call 91): add/edit/delete a grade; grade between 0 and 20. */
export const evaluationPayloadSchema = crudPayloadSchema(
  {
    control_id: z.number(),
    student_id: z.number(),
    grade: z.nullable(z.number()),
    comment: z.string(),
  },
  [gradeRule],
);
/** Payload of call 91. */
export type EvaluationPayload = z.output<typeof evaluationPayloadSchema>;

/**
 * An appreciation: a teacher's or council's remark on a student for a trimester, for one subject or
 * overall (`subject_id` null). Fields chosen.
 */
export const appreciationSchema = withReferences(
  z.object({
    id: z.number(),
    student_id: z.number(),
    student_name: z.string(),
    class_id: z.number(),
    subject_id: z.nullable(z.number()),
    period: periodSchema,
    text: z.string(),
  }),
  [{ from: 'student', id: 'student_id', name: 'student_name' }],
);
/** An appreciation. */
export type Appreciation = z.output<typeof appreciationSchema>;

/** GET /school/appreciations (call 74). Envelope chosen: `{ appreciations }`; a DRF page or a bare array reads the same. */
export const appreciationsResponseSchema = listAnswerSchema('appreciations', appreciationSchema);
/** A list of appreciations. */
export type AppreciationsResponse = z.output<typeof appreciationsResponseSchema>;

/** POST /school/appreciations (call 92): add/edit/delete an appreciation. */
export const appreciationPayloadSchema = crudPayloadSchema({
  student_id: z.number(),
  class_id: z.number(),
  subject_id: z.nullable(z.number()),
  period: periodSchema,
  text: z.string().check(z.minLength(1)),
});
/** Payload of call 92. */
export type AppreciationPayload = z.output<typeof appreciationPayloadSchema>;

/**
 * Query of the evaluation and appreciation lists; every field optional. `child_id`: a parent's read
 * about one of their children (assumed contract).
 */
export interface GradesQuery extends ChildQuery {
  /** Only this class. */
  class_id?: number;
  /** Only this control (evaluations). */
  control_id?: number;
  /** Only this student. */
  student_id?: number;
}
