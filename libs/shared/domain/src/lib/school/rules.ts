import {
  isEndDateAfterStart,
  isEndDateNotBeforeStart,
  isEndTimeAfterStart,
  isValidCoefficient,
  isValidDuration,
  isValidGrade,
} from './validation';
import type { PayloadRule } from './crud';

/**
 * The §5 dictionary rules as payload rules, shared by the payload schemas of this folder.
 * Messages are the dictionary's wording (English keys, translated by the forms).
 */

/** End time later than start, on `start_time` / `end_time`. */
export const endTimeRule: PayloadRule<{ start_time: string; end_time: string }> = {
  ok: (v) => isEndTimeAfterStart(v.start_time, v.end_time),
  message: 'End time must be later than start time',
  path: 'end_time',
};

/** End date later than start, on `start` / `end` date-times. */
export const endDateTimeRule: PayloadRule<{ start: string; end: string }> = {
  ok: (v) => isEndDateAfterStart(v.start, v.end),
  message: 'End date must be later than start date',
  path: 'end',
};

/** End date later than start, on `start_date` / `end_date`. */
export const endDateRule: PayloadRule<{ start_date: string; end_date: string }> = {
  ok: (v) => isEndDateAfterStart(v.start_date, v.end_date),
  message: 'End date must be later than start date',
  path: 'end_date',
};

/** Inclusive day ranges (holidays): the end date may equal the start date. */
export const endDateInclusiveRule: PayloadRule<{ start_date: string; end_date: string }> = {
  ok: (v) => isEndDateNotBeforeStart(v.start_date, v.end_date),
  message: 'End date must be later than start date',
  path: 'end_date',
};

/** Duration at least 1, on `duration_minutes`. */
export const durationRule: PayloadRule<{ duration_minutes: number }> = {
  ok: (v) => isValidDuration(v.duration_minutes),
  message: 'Duration must be at least 1',
  path: 'duration_minutes',
};

/** Coefficient not negative, on `coefficient`. */
export const coefficientRule: PayloadRule<{ coefficient: number }> = {
  ok: (v) => isValidCoefficient(v.coefficient),
  message: 'Coefficient must not be negative',
  path: 'coefficient',
};

/** Grade between 0 and 20, on `grade` (null means not graded yet). */
export const gradeRule: PayloadRule<{ grade: number | null }> = {
  ok: (v) => v.grade === null || isValidGrade(v.grade),
  message: 'Grade must be between 0 and 20',
  path: 'grade',
};
