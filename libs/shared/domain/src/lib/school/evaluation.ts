import * as z from 'zod/mini';
import { crudPayloadSchema } from './crud';
import { coefficientRule, durationRule, gradeRule } from './rules';

/** Grading periods of a scholar year (trimesters). */
export const PERIODS = [1, 2, 3] as const;
/** One of {@link PERIODS}. */
export type Period = (typeof PERIODS)[number];

const periodSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A competency assessed in a subject at a level. Fields chosen: code, name, subject, level. */
export const CompetencySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  subject_id: z.number(),
  level_id: z.number(),
});
/** A competency. */
export type Competency = z.infer<typeof CompetencySchema>;

/** GET /schools_competency_handler (call 68). Envelope chosen: `{ competencies }`. */
export const CompetenciesResponseSchema = z.object({ competencies: z.array(CompetencySchema) });
/** A list of competencies. */
export type CompetenciesResponse = z.infer<typeof CompetenciesResponseSchema>;

/** POST /schools_competency_handler (call 83): add/edit/delete a competency. */
export const CompetencyPayloadSchema = crudPayloadSchema({
  code: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  subject_id: z.number(),
  level_id: z.number(),
});
/** Payload of call 83. */
export type CompetencyPayload = z.infer<typeof CompetencyPayloadSchema>;

/**
 * A control (a graded test). §3 names controls without fields; chosen: title, class, subject,
 * ISO date, duration in minutes (≥ 1), coefficient (≥ 0), trimester and the competencies assessed.
 */
export const ControlSchema = z.object({
  id: z.number(),
  title: z.string(),
  class_id: z.number(),
  subject_id: z.number(),
  subject_name: z.string(),
  date: z.string(),
  duration_minutes: z.number(),
  coefficient: z.number(),
  period: periodSchema,
  competency_ids: z.array(z.number()),
});
/** A control. */
export type Control = z.infer<typeof ControlSchema>;

/** GET /professor_control_handler (call 69). Envelope chosen: `{ controls }`. */
export const ControlsResponseSchema = z.object({ controls: z.array(ControlSchema) });
/** A list of controls. */
export type ControlsResponse = z.infer<typeof ControlsResponseSchema>;

/**
 * POST /professor_control_handler (call 84, a professor's controls) and POST /school_control_handler
 * (call 85, controls planned by the school administration): add/edit/delete a control.
 */
export const ControlPayloadSchema = crudPayloadSchema(
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
export type ControlPayload = z.infer<typeof ControlPayloadSchema>;

/**
 * An evaluation: one student's grade in one control, out of 20 (null = not graded, e.g. absent).
 * §3 names evaluations without fields; chosen as control, student, grade and comment.
 */
export const EvaluationSchema = z.object({
  id: z.number(),
  control_id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  grade: z.nullable(z.number()),
  comment: z.string(),
});
/** An evaluation. */
export type Evaluation = z.infer<typeof EvaluationSchema>;

/** GET /school/evaluations (call 73). Envelope chosen: `{ evaluations }`. */
export const EvaluationsResponseSchema = z.object({ evaluations: z.array(EvaluationSchema) });
/** A list of evaluations. */
export type EvaluationsResponse = z.infer<typeof EvaluationsResponseSchema>;

/** POST /school/evaluations (call 91): add/edit/delete a grade; grade between 0 and 20. */
export const EvaluationPayloadSchema = crudPayloadSchema(
  {
    control_id: z.number(),
    student_id: z.number(),
    grade: z.nullable(z.number()),
    comment: z.string(),
  },
  [gradeRule],
);
/** Payload of call 91. */
export type EvaluationPayload = z.infer<typeof EvaluationPayloadSchema>;

/**
 * An appreciation: a teacher's or council's remark on a student for a trimester, for one subject or
 * overall (`subject_id` null). Fields chosen.
 */
export const AppreciationSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  class_id: z.number(),
  subject_id: z.nullable(z.number()),
  period: periodSchema,
  text: z.string(),
});
/** An appreciation. */
export type Appreciation = z.infer<typeof AppreciationSchema>;

/** GET /school/appreciations (call 74). Envelope chosen: `{ appreciations }`. */
export const AppreciationsResponseSchema = z.object({ appreciations: z.array(AppreciationSchema) });
/** A list of appreciations. */
export type AppreciationsResponse = z.infer<typeof AppreciationsResponseSchema>;

/** POST /school/appreciations (call 92): add/edit/delete an appreciation. */
export const AppreciationPayloadSchema = crudPayloadSchema({
  student_id: z.number(),
  class_id: z.number(),
  subject_id: z.nullable(z.number()),
  period: periodSchema,
  text: z.string().check(z.minLength(1)),
});
/** Payload of call 92. */
export type AppreciationPayload = z.infer<typeof AppreciationPayloadSchema>;

/** Query of the evaluation and appreciation lists; every field optional. */
export interface GradesQuery {
  /** Only this class. */
  class_id?: number;
  /** Only this control (evaluations). */
  control_id?: number;
  /** Only this student. */
  student_id?: number;
}
