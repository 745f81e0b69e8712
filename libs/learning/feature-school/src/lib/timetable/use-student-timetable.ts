import { apiErrorCode } from '@kk/api-clients';
import { useWeekSchedule } from './use-week-schedule';

/** The backend's answer to a student whose account no school register names (assumed contract). */
const NOT_LINKED = 'student_not_linked';

/** True when the student's timetable failed because their account is not linked to a school yet. */
export function isNotLinked(error: unknown): boolean {
  return apiErrorCode(error) === NOT_LINKED;
}

/**
 * View model of `/emploi-du-temps`: the signed-in student's class's week (call 61, narrowed by the
 * backend to their register row's class; read-only), each seance naming its professor. A student
 * not linked to a school gets {@link isNotLinked} errors (the page says how to link).
 */
export function useStudentTimetable(now?: Date) {
  return useWeekSchedule({}, now);
}
