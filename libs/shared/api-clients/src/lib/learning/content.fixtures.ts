import type { Activity, Exam } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const exam: Exam = {
  id: 602,
  title: 'Dictée préparée – Le Petit Prince',
  subject_id: 2,
  level_id: 7,
  start_date: '2026-11-12T10:00:00Z',
  end_date: '2026-11-12T10:45:00Z',
  duration_minutes: 45,
  questions_count: 1,
  feedback_mode: 'none',
  paging_mode: 'all_on_one_page',
  status: 'corrected',
  grade: 16.5,
};

const { subject_id: _subject, level_id: _level, ...examRest } = exam;
const nestedExam = {
  ...examRest,
  subject: { id: 2, name: 'Français' },
  level: { id: 7, name: '1re année collège' },
  grade: '16.50',
};

const activity: Activity = {
  id: 901,
  type: 'exercise',
  title: 'Fractions : simplifier',
  subject_id: 1,
  level_id: 7,
  target_id: 801,
  date: '2026-11-25T17:20:00Z',
  score: 82.5,
  completed: true,
};

const { subject_id: _activitySubject, level_id: _activityLevel, ...activityRest } = activity;
const nestedActivity = {
  ...activityRest,
  subject: { id: 1, name: 'Mathématiques' },
  level: { id: 7, name: '1re année collège' },
  score: '82.50',
  completed: 1,
};

/** Readings of the answers of content.api.ts that the dashboard reads (calls 45, 46). */
export const contentFixtures = {
  /** GET /api/koolskools_exams/. */
  getExams: { readings: listReadings('exams', [exam], [nestedExam]), result: [exam] },
  /** GET /api/koolskools_activities/; an activity not scored has a null score. */
  getActivities: {
    readings: listReadings(
      'activities',
      [activity, { ...activity, id: 902, score: null }],
      [nestedActivity, { ...nestedActivity, id: 902, score: null }],
    ),
    result: [activity, { ...activity, id: 902, score: null }],
  },
} satisfies Record<string, ContractFixture<Exam[] | Activity[]>>;
