import * as z from 'zod/mini';
import { lenientArray, numericSchema, optionalNumericSchema } from '../common/schema-helpers';
import { answerSchema, correctionSchema } from './question';

/** The grade scale of exams (§9: grade scale maximum 20). */
export const GRADE_SCALE = 20;

const correctionsSchema = lenientArray(correctionSchema);

/**
 * The result of a submitted exam or exercise, graded by the server: the grade on 20 (§9), the
 * right answers, the points earned (exercises), and the corrections where the feedback mode allows
 * (null for an exam in mode `none`; each correction read on its own). Assumed contract (see
 * question.ts).
 */
export const examResultSchema = z.object({
  /** Grade out of `max_grade` (20), possibly a decimal string. */
  grade: numericSchema,
  max_grade: z.pipe(
    optionalNumericSchema,
    z.transform((value) => value ?? GRADE_SCALE),
  ),
  correct_count: z.number(),
  questions_count: z.number(),
  /** Points earned (exercises; null for exams). */
  points_earned: optionalNumericSchema,
  /** ISO date-time the answers were received. */
  submitted_at: z.optional(z.nullable(z.string())),
  /** The corrections, or null when the mode shows none. */
  corrections: z.pipe(
    z.optional(z.nullable(z.array(z.unknown()))),
    z.transform((value) => (value === null || value === undefined ? null : z.parse(correctionsSchema, value))),
  ),
});
/** A graded result. */
export type ExamResult = z.output<typeof examResultSchema>;

/**
 * POST /api/koolskools_exams/{exam_id}/submit/ and /api/exercises/{exercise_id}/submit/ (assumed,
 * beside call 46): the result. An exam is submitted once: a second submit is refused (409, §8
 * 'You are already submitting this exam!'), as is a submit after its end date (403 `exam_closed`).
 */
export const submitExamResponseSchema = examResultSchema;

/** Payload of the submit call: every answer given (an unanswered question is left out). */
export const submitExamPayloadSchema = z.object({
  answers: z.array(answerSchema).check(z.maxLength(100)),
});
/** Payload of the submit call. */
export type SubmitExamPayload = z.output<typeof submitExamPayloadSchema>;
