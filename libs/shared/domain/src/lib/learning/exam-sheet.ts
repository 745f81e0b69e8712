import * as z from 'zod/mini';
import { EXAM_FEEDBACK_MODES, EXAM_PAGING_MODES } from '../constants';
import { withReferences } from '../common/open-shapes';
import { lenientArray, lenientTextSchema, optionalNumericSchema, optionalTextSchema } from '../common/schema-helpers';
import { answerCheckSchema } from './answer-check';
import { examResultSchema } from './exam-result';
import { questionSchema } from './question';

/**
 * The exam and exercise player's contract. The spec (§7, §9) lists exams (call 46) and their modes
 * but no call to read an exam's questions or send the answers: these shapes are assumed
 * (libs/shared/api-clients/README.md, "Assumed contract: the exam and exercise player").
 */

/** Where a sheet stands for the signed-in student: only an `open` one can be answered. */
export const SHEET_STATES = ['open', 'not_started', 'ended', 'submitted'] as const;
/** One of {@link SHEET_STATES}. */
export type SheetState = (typeof SHEET_STATES)[number];

/** What a sheet is: an exam (once, graded on 20) or an exercise (practice, points). */
export const SHEET_KINDS = ['exam', 'exercise'] as const;
/** One of {@link SHEET_KINDS}. */
export type SheetKind = (typeof SHEET_KINDS)[number];

/**
 * GET /api/koolskools_exams/{exam_id}/sheet/ and GET /api/exercises/{exercise_id}/sheet/ (assumed,
 * beside call 46): an exam or an exercise as the signed-in student may take it. Exams take the §9
 * modes (an exercise is practice: `immediate`, one question per page, no duration). `questions` is
 * empty unless the sheet is `open`, or `submitted` with corrections to show; `checks` are the answers
 * already checked in immediate mode (locked); `result` is there once submitted. The subject may come
 * as `subject: { id, name }`, decimals as strings, lists as null.
 */
export const examSheetSchema = withReferences(
  z.object({
    kind: z._default(z.enum(SHEET_KINDS), 'exam'),
    id: z.number(),
    title: z.string(),
    subject_id: z.optional(z.nullable(z.number())),
    subject_name: lenientTextSchema,
    feedback_mode: z._default(z.enum(EXAM_FEEDBACK_MODES), 'end'),
    paging_mode: z._default(z.enum(EXAM_PAGING_MODES), 'one_per_page'),
    /** Minutes allowed once started; null or 0: no time limit. */
    duration_minutes: optionalNumericSchema,
    /** ISO date-time the exam opens (null for an exercise). */
    start_date: optionalTextSchema,
    /** ISO date-time it closes (null for an exercise). */
    end_date: optionalTextSchema,
    state: z.enum(SHEET_STATES),
    /** ISO date-time the student first opened it (the timer starts there). */
    started_at: optionalTextSchema,
    /** ISO date-time the answers must be in: start plus duration, or the end date, whichever is first. */
    deadline: optionalTextSchema,
    /** Points of a full success (exercises). */
    points: optionalNumericSchema,
    questions: lenientArray(questionSchema),
    checks: lenientArray(answerCheckSchema),
    result: z.optional(z.nullable(examResultSchema)),
  }),
  [{ from: 'subject', id: 'subject_id', name: 'subject_name' }],
);
/** An exam or exercise sheet. */
export type ExamSheet = z.output<typeof examSheetSchema>;

/** The sheet answer: the sheet itself (no envelope). */
export const getExamSheetResponseSchema = examSheetSchema;
/** Response of GET …/sheet/. */
export type GetExamSheetResponse = z.output<typeof getExamSheetResponseSchema>;
