import type { ExamResult, ExamSheet } from '@kk/domain';
import type { ContractFixture } from '../../testing/contract';

const question = {
  id: 1201,
  type: 'single_choice' as const,
  prompt: 'Une pizza est coupée en 8 parts égales. Tu en manges 3. Quelle fraction as-tu mangée ?',
  choices: [
    { id: 12011, label: '3/8' },
    { id: 12012, label: '8/3' },
  ],
  hint: null,
  points: 1,
};

const sheet: ExamSheet = {
  kind: 'exam',
  id: 12,
  title: 'Les fractions',
  subject_id: 1,
  subject_name: 'Mathématiques',
  feedback_mode: 'immediate',
  paging_mode: 'one_per_page',
  duration_minutes: 20,
  start_date: '2026-11-24T08:00:00.000Z',
  end_date: '2026-12-01T20:00:00.000Z',
  state: 'open',
  started_at: '2026-11-26T09:00:00.000Z',
  deadline: '2026-11-26T09:20:00.000Z',
  points: null,
  questions: [question],
  checks: [],
  result: null,
};

/** The sheet as a nested serializer may write it: subject as an object, decimals as strings, null lists. */
const nestedSheet = {
  ...sheet,
  kind: undefined,
  subject_id: undefined,
  subject_name: undefined,
  subject: { id: 1, name: 'Mathématiques' },
  duration_minutes: '20',
  points: '',
  questions: [{ ...question, hint: undefined, points: '1' }],
  checks: null,
};

const result: ExamResult = {
  grade: 16.5,
  max_grade: 20,
  correct_count: 5,
  questions_count: 6,
  points_earned: null,
  submitted_at: '2026-11-26T09:12:00.000Z',
  corrections: null,
};

/** Readings of the answers of exam-player.api.ts (the assumed player contract). */
export const examPlayerFixtures = {
  /** GET /api/koolskools_exams/{exam_id}/sheet/: the sheet. */
  getExamSheet: {
    readings: { 'our answer': sheet, 'nested subject, decimals as strings, null lists': nestedSheet },
    result: sheet,
  },
  /** POST /api/koolskools_exams/{exam_id}/submit/: the result (mode none: no corrections). */
  submitExam: {
    readings: {
      'our answer': result,
      'decimals as strings': { ...result, grade: '16.50', max_grade: '20', points_earned: null },
    },
    result,
  },
  /** The submit answering another 2xx shape: handed in, the refetched sheet carries the result. */
  submitExamDone: { readings: { 'success only': { success: true } }, result: null },
} satisfies Record<string, ContractFixture<ExamSheet | ExamResult | null>>;
