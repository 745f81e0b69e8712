import type { Exam, ExamFeedbackMode, ExamPagingMode } from '@kk/domain';
import { SUBJECT_IDS } from '../seed/reference-lists';

/**
 * The exams the demo student (`eleve`, level 7) takes in the player: one per §9 combination
 * (3 feedback modes × 2 paging modes, one of them short for the timer), in progress, plus one
 * that ended yesterday and one that has not started. Their dates are relative to today, resolved when
 * they are served (`examDates`), so the demo never looks stale.
 */

/** How an exam of the player is planned: its questions and its dates in days from today. */
export interface ExamPlan {
  /** Name of its question set (exam-questions.seed.ts). */
  set: string;
  /** Opens this many days from today (negative: before), at 08:00 UTC. */
  start_days: number;
  /** Closes this many days from today, at 20:00 UTC. */
  end_days: number;
}

interface PlayerExam extends ExamPlan {
  title: string;
  subject_id: number;
  feedback_mode: ExamFeedbackMode;
  paging_mode: ExamPagingMode;
  duration_minutes: number;
  questions_count: number;
}

/** The level of the demo student. */
export const PLAYER_LEVEL_ID = 7;

const PLAYER_EXAMS: readonly PlayerExam[] = [
  {
    title: 'Les fractions',
    subject_id: SUBJECT_IDS.maths,
    set: 'fractions',
    feedback_mode: 'immediate',
    paging_mode: 'one_per_page',
    duration_minutes: 20,
    questions_count: 6,
    start_days: -2,
    end_days: 5,
  },
  {
    title: 'Conjugaison au présent',
    subject_id: SUBJECT_IDS.francais,
    set: 'conjugaison',
    feedback_mode: 'immediate',
    paging_mode: 'all_on_one_page',
    duration_minutes: 15,
    questions_count: 5,
    start_days: -1,
    end_days: 6,
  },
  {
    title: 'Le monde du vivant',
    subject_id: SUBJECT_IDS.svt,
    set: 'vivant',
    feedback_mode: 'end',
    paging_mode: 'one_per_page',
    duration_minutes: 3,
    questions_count: 4,
    start_days: -1,
    end_days: 4,
  },
  {
    title: 'Les nombres',
    subject_id: SUBJECT_IDS.maths,
    set: 'nombres',
    feedback_mode: 'end',
    paging_mode: 'all_on_one_page',
    duration_minutes: 25,
    questions_count: 5,
    start_days: -3,
    end_days: 5,
  },
  {
    title: 'Vocabulaire et grammaire',
    subject_id: SUBJECT_IDS.francais,
    set: 'lecture',
    feedback_mode: 'none',
    paging_mode: 'one_per_page',
    duration_minutes: 20,
    questions_count: 4,
    start_days: -2,
    end_days: 7,
  },
  {
    title: 'Le corps humain',
    subject_id: SUBJECT_IDS.svt,
    set: 'corps',
    feedback_mode: 'none',
    paging_mode: 'all_on_one_page',
    duration_minutes: 20,
    questions_count: 5,
    start_days: -1,
    end_days: 3,
  },
  {
    title: 'Révision : les nombres',
    subject_id: SUBJECT_IDS.maths,
    set: 'nombres',
    feedback_mode: 'end',
    paging_mode: 'one_per_page',
    duration_minutes: 30,
    questions_count: 5,
    start_days: -8,
    end_days: -1,
  },
  {
    title: 'Bilan de français',
    subject_id: SUBJECT_IDS.francais,
    set: 'lecture',
    feedback_mode: 'end',
    paging_mode: 'all_on_one_page',
    duration_minutes: 30,
    questions_count: 4,
    start_days: 3,
    end_days: 10,
  },
];

/**
 * Gives the demo student's level its player exams: the level's seeded exams are replaced in place
 * (same ids) and the rest appended. Returns the plans by exam id.
 */
export function seedPlayerExams(exams: Exam[]): Record<string, ExamPlan> {
  const plans: Record<string, ExamPlan> = {};
  const slots = exams.filter((e) => e.level_id === PLAYER_LEVEL_ID).map((e) => e.id);
  for (const [index, exam] of PLAYER_EXAMS.entries()) {
    const id = slots[index] ?? exams.length + 1;
    const { set, start_days, end_days, ...fields } = exam;
    const row: Exam = {
      id,
      ...fields,
      level_id: PLAYER_LEVEL_ID,
      // Resolved when served (examDates); the seed week's dates until then.
      start_date: '2026-11-02T08:00:00.000Z',
      end_date: '2026-11-09T20:00:00.000Z',
      status: start_days > 0 ? 'not_started' : end_days < 0 ? 'expired' : 'in_progress',
      grade: null,
    };
    const at = exams.findIndex((e) => e.id === id);
    if (at >= 0) exams[at] = row;
    else exams.push(row);
    plans[String(id)] = { set, start_days, end_days };
  }
  return plans;
}

const DAY_MS = 86_400_000;

/** The dates of a planned exam, relative to `now`. */
export function examDates(plan: ExamPlan, now: number): { start_date: string; end_date: string } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    start_date: new Date(today + plan.start_days * DAY_MS + 8 * 3_600_000).toISOString(),
    end_date: new Date(today + plan.end_days * DAY_MS + 20 * 3_600_000).toISOString(),
  };
}
