import * as z from 'zod/mini';
import { idSchema, lenientArray, optionalNumericSchema, optionalTextSchema } from '../common/schema-helpers';

/**
 * Questions, answers and corrections of the exam and exercise player. The spec (§7, §9) lists
 * exams (call 46) and their modes but no call to read an exam's questions or send the answers:
 * these shapes are assumed (libs/shared/api-clients/README.md, "Assumed contract: the exam and
 * exercise player").
 */

/** Question types the player renders. */
export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'true_false', 'short_answer', 'ordering'] as const;
/** One of {@link QUESTION_TYPES}. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A choice of a question (single or multiple choice; an item to put in order). */
export const questionChoiceSchema = z.object({
  id: z.number(),
  label: z.string(),
});
/** A choice of a question. */
export type QuestionChoice = z.output<typeof questionChoiceSchema>;

/**
 * A question as the student sees it, never with its answer. `choices` are the options (single and
 * multiple choice) or the items to order (ordering, served shuffled); true/false and short answer
 * have none. A question of a type the player does not know is left out of the list (lenient list).
 */
export const questionSchema = z.object({
  id: z.number(),
  type: z.enum(QUESTION_TYPES),
  prompt: z.string(),
  choices: lenientArray(questionChoiceSchema),
  /** A hint under the prompt (e.g. "Plusieurs réponses sont possibles"), or null. */
  hint: optionalTextSchema,
  /** Points the question is worth (1 when not sent). */
  points: z.pipe(
    optionalNumericSchema,
    z.transform((value) => value ?? 1),
  ),
});
/** A question. */
export type Question = z.output<typeof questionSchema>;

/**
 * One answer as the player sends it: `choice_ids` for single choice (one id), multiple choice (the
 * ids ticked) and ordering (every id, in the student's order); `value` for true/false; `text` for a
 * short answer.
 */
export const answerSchema = z.object({
  question_id: idSchema,
  choice_ids: z.optional(z.array(z.int())),
  value: z.optional(z.boolean()),
  text: z.optional(z.string().check(z.maxLength(200))),
});
/** An answer. */
export type Answer = z.output<typeof answerSchema>;

/**
 * The correction of one question: whether the student's answer is right, and the expected answer
 * in the answer's own shape (`choice_ids` in the right order for ordering; `value`; `text`, the
 * first accepted text), with an explanation for a child. Assumed contract (see exam-sheet.ts).
 */
export const correctionSchema = z.object({
  question_id: z.number(),
  correct: z.boolean(),
  expected: z.object({
    choice_ids: z.optional(z.nullable(z.array(z.number()))),
    value: z.optional(z.nullable(z.boolean())),
    text: z.optional(z.nullable(z.string())),
  }),
  explanation: optionalTextSchema,
});
/** The correction of one question. */
export type Correction = z.output<typeof correctionSchema>;
