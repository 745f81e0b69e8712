import * as z from 'zod/mini';
import { answerSchema, correctionSchema } from './question';

/**
 * POST /api/koolskools_exams/{exam_id}/check/ and /api/exercises/{exercise_id}/check/ (assumed,
 * beside call 46), immediate mode only: one answer checked by the server, which keeps it (it can no
 * longer change). Answers the correction with the answer given.
 */
export const answerCheckSchema = z.object({
  ...correctionSchema.shape,
  answer: z.optional(z.nullable(answerSchema)),
});
/** One checked answer. */
export type AnswerCheck = z.output<typeof answerCheckSchema>;

/** Answer of the check call: the checked answer. */
export const checkExamAnswerResponseSchema = answerCheckSchema;

/** Payload of the check call: one answer. */
export const checkExamAnswerPayloadSchema = answerSchema;
/** Payload of the check call. */
export type CheckExamAnswerPayload = z.output<typeof checkExamAnswerPayloadSchema>;
