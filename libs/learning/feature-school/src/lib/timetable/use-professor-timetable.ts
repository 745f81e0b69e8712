import { selectSessionUser, useAppSelector } from '@kk/session';
import { useWeekSchedule } from './use-week-schedule';

/**
 * View model of `/professeur/emploi-du-temps`: the signed-in professor's own seances of the week
 * in the URL (call 61 with their `professor_id`; read-only), each naming its class.
 */
export function useProfessorTimetable(now?: Date) {
  const professorId = useAppSelector(selectSessionUser)?.id;
  return useWeekSchedule(professorId === undefined ? null : { professor_id: professorId }, now);
}
