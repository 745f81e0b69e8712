import * as z from 'zod/mini';
import { EXAM_FEEDBACK_MODES, EXAM_PAGING_MODES } from '../constants';
import { listAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from '../common/open-shapes';
import { optionalNumericSchema } from '../common/schema-helpers';

/** Exam states. */
export const EXAM_STATUSES = ['not_started', 'in_progress', 'submitted', 'corrected', 'expired'] as const;
/** One of {@link EXAM_STATUSES}. */
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/**
 * An exam, with the §9 exam modes: feedback at the end, immediately or none; one question per page
 * or all on one page. Other fields not shown in the spec; chosen as what an exam card needs.
 * Subject and level may also come as `{ id, name }` objects, the grade as a decimal string.
 */
export const examSchema = withReferences(
  z.object({
    id: z.number(),
    title: z.string(),
    subject_id: z.number(),
    level_id: z.number(),
    /** ISO date-time the exam opens. */
    start_date: z.string(),
    /** ISO date-time it closes. */
    end_date: z.string(),
    duration_minutes: z.number(),
    questions_count: z.number(),
    feedback_mode: z.enum(EXAM_FEEDBACK_MODES),
    paging_mode: z.enum(EXAM_PAGING_MODES),
    status: z.enum(EXAM_STATUSES),
    /** Grade out of 20 once corrected, else null. */
    grade: optionalNumericSchema,
  }),
  SUBJECT_LEVEL_REFERENCES,
);
/** An exam. */
export type Exam = z.output<typeof examSchema>;

/** GET /api/koolskools_exams/ (call 46). Envelope chosen: `{ exams }`; a DRF page or a bare array reads the same. */
export const examsResponseSchema = listAnswerSchema('exams', examSchema);
/** Response of GET /api/koolskools_exams/. */
export type ExamsResponse = z.output<typeof examsResponseSchema>;
