import type { Challenge, Exam } from '@kk/domain';
import { challengeState, daysFromToday, examState, taskTiming } from './today';

/** Tuesday 15 December 2026, 10:00 local time. */
const now = new Date(2026, 11, 15, 10, 0);
/** A local date-time of December 2026, as the backend sends it (ISO). */
const at = (day: number, hour = 9) => new Date(2026, 11, day, hour).toISOString();

describe('daysFromToday', () => {
  it('counts local days, for a date and a date-time', () => {
    expect(daysFromToday('2026-12-15', now)).toBe(0);
    expect(daysFromToday('2026-12-16', now)).toBe(1);
    expect(daysFromToday('2026-12-14', now)).toBe(-1);
    expect(daysFromToday(at(15, 23), now)).toBe(0);
    expect(daysFromToday(at(20, 0), now)).toBe(5);
    expect(daysFromToday('2027-01-01', now)).toBe(17);
  });

  it('is NaN without a date', () => {
    expect(daysFromToday('', now)).toBeNaN();
  });
});

describe('taskTiming', () => {
  it.each([
    ['2026-12-12', false, 'overdue'],
    ['2026-12-14', false, 'overdue'],
    ['2026-12-15', false, 'today'],
    ['2026-12-16', false, 'tomorrow'],
    ['2026-12-17', false, 'later'],
    ['2026-12-14', true, 'done'],
    ['2026-12-16', true, 'done'],
  ] as const)('due %s, done %s: %s', (due_date, validated, timing) => {
    expect(taskTiming({ due_date, validated }, now)).toBe(timing);
  });
});

describe('examState', () => {
  const exam = (status: Exam['status'], start: number, end: number, endHour = 20) => ({
    status,
    start_date: at(start, 8),
    end_date: at(end, endHour),
  });

  it('is open while in progress between its start and its end', () => {
    expect(examState(exam('in_progress', 13, 18), now)).toBe('open');
    expect(examState(exam('in_progress', 15, 15, 16), now)).toBe('open');
  });

  it('is ended once its end has passed, even when the list still says in progress', () => {
    expect(examState(exam('in_progress', 7, 14), now)).toBe('ended');
    expect(examState(exam('in_progress', 15, 15, 9), now)).toBe('ended');
    expect(examState(exam('expired', 7, 14), now)).toBe('ended');
  });

  it('is upcoming before its start', () => {
    expect(examState(exam('not_started', 18, 25), now)).toBe('upcoming');
    expect(examState(exam('in_progress', 18, 25), now)).toBe('upcoming');
  });

  it('keeps handed-in and corrected as the backend says', () => {
    expect(examState(exam('submitted', 13, 18), now)).toBe('submitted');
    expect(examState(exam('corrected', 1, 5), now)).toBe('corrected');
  });
});

describe('challengeState', () => {
  const challenge = (start: number, end: number, played: boolean, status: Challenge['status'] = 'active') => ({
    status,
    start_date: at(start, 8),
    end_date: at(end, 20),
    played,
    score: played ? 40 : 0,
  });

  it('is active between its start and its end', () => {
    expect(challengeState(challenge(15, 15, false), now)).toBe('active');
    expect(challengeState(challenge(12, 18, true), now)).toBe('active');
  });

  it('is over once ended: completed when played, else expired', () => {
    expect(challengeState(challenge(10, 14, true), now)).toBe('completed');
    expect(challengeState(challenge(10, 14, false), now)).toBe('expired');
    expect(challengeState(challenge(12, 18, true, 'completed'), now)).toBe('completed');
  });

  it('is upcoming before its start', () => {
    expect(challengeState(challenge(16, 20, false), now)).toBe('upcoming');
  });

  it('reads points when the backend does not say whether it was played', () => {
    expect(challengeState({ ...challenge(10, 14, false), played: undefined, score: 10 }, now)).toBe('completed');
  });
});
