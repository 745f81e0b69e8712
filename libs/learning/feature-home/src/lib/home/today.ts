import type { Challenge, Exam, Task } from '@kk/domain';

/**
 * The dashboard's statuses against today's date: what the backend's `status` cannot know (it was
 * true when the list was written, not now). Pure functions of `now`, in the learner's local days.
 */

const DAY_MS = 86_400_000;

/** Local midnight of a date: `YYYY-MM-DD` is read as that local day, a date-time as its local day. */
function localDay(value: string | Date): number {
  // A date alone is read as UTC by `Date`; with a time and no zone, as local time.
  const date = new Date(typeof value === 'string' && value.length === 10 ? `${value}T00:00` : value);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Days from `now`'s day to the day of `value` (0: today, 1: tomorrow, -1: yesterday); NaN for no date. */
export function daysFromToday(value: string, now: Date): number {
  // Rounded: a day across a daylight-saving change lasts 23 or 25 hours.
  return Math.round((localDay(value) - localDay(now)) / DAY_MS);
}

/** Where a homework stands today. */
export type TaskTiming = 'done' | 'overdue' | 'today' | 'tomorrow' | 'later';

/** A homework's place against today: done once validated; else overdue, due today, tomorrow or later. */
export function taskTiming(task: Pick<Task, 'due_date' | 'validated'>, now: Date): TaskTiming {
  if (task.validated) return 'done';
  const days = daysFromToday(task.due_date, now);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days === 1 ? 'tomorrow' : 'later';
}

/** Where an exam stands now, for the student. */
export type ExamState = 'upcoming' | 'open' | 'ended' | 'submitted' | 'corrected';

/**
 * An exam against `now`: handed in or corrected as the backend says; otherwise its dates decide:
 * upcoming before its start, ended after its end (whatever the backend's `in_progress` said when
 * the list was written, or `expired`), open between the two.
 */
export function examState(exam: Pick<Exam, 'status' | 'start_date' | 'end_date'>, now: Date): ExamState {
  if (exam.status === 'submitted' || exam.status === 'corrected') return exam.status;
  const time = now.getTime();
  if (exam.status === 'expired' || time > Date.parse(exam.end_date)) return 'ended';
  if (time < Date.parse(exam.start_date)) return 'upcoming';
  return exam.status === 'in_progress' ? 'open' : 'upcoming';
}

/** Where a challenge stands now, for the student. */
export type ChallengeState = 'upcoming' | 'active' | 'completed' | 'expired';

/**
 * A challenge against `now`: over once its end has passed (completed when the child played it,
 * expired otherwise) or when the backend says so; upcoming before its start; active between.
 */
export function challengeState(
  challenge: Pick<Challenge, 'status' | 'start_date' | 'end_date' | 'played' | 'score'>,
  now: Date,
): ChallengeState {
  const time = now.getTime();
  if (challenge.status !== 'active') return challenge.status;
  // Played: `played`, else read from the points when the backend does not say.
  if (time > Date.parse(challenge.end_date)) return (challenge.played ?? challenge.score > 0) ? 'completed' : 'expired';
  return time < Date.parse(challenge.start_date) ? 'upcoming' : 'active';
}
