import { useMemo } from 'react';
import {
  useGetAbsencesQuery,
  useGetActivitiesQuery,
  useGetAppreciationsQuery,
  useGetChallengeScoreStatsQuery,
  useGetControlsQuery,
  useGetEvaluationsQuery,
  useGetExamsQuery,
  useGetScheduleByDayQuery,
  useGetTasksQuery,
} from '@kk/api-clients';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';
import { absencesByMonth, gradeLines, gradesReport, type GradeLine } from './child-data';

/**
 * The reads of one child's data as their parent (assumed contract "A child's school data":
 * `child_id` on each read, the tasks at `/api/tasks/{childId}/{levelId}/`). Each hook returns a
 * {@link SectionQuery}, so each section loads and fails on its own. A child who is not the parent's
 * gets the backend's 403: the section shows the error, never data.
 */

interface Part {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Several reads as one section: loading while one is, failed when one failed (Retry asks those again). */
export function together<R>(parts: readonly Part[], data: R | undefined): SectionQuery<R> {
  const failed = parts.filter((p) => p.isError);
  return {
    data: failed.length > 0 ? undefined : data,
    isLoading: parts.some((p) => p.isLoading),
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => failed.forEach((p) => void p.refetch()),
  };
}

/** The child's homework (tasks of their level), by due date. */
export function useChildTasks(childId: number, levelId: number | null | undefined) {
  const query = useGetTasksQuery({ a: childId, b: levelId ?? 0 });
  return sectionQuery(query, query.data);
}

/** The child's grades with their controls (subject, title, date, coefficient), newest first. */
export function useChildGradeLines(childId: number): SectionQuery<GradeLine[]> {
  const evaluations = useGetEvaluationsQuery({ child_id: childId });
  const controls = useGetControlsQuery({ child_id: childId });
  const lines = useMemo(
    () => (evaluations.data && controls.data ? gradeLines(evaluations.data, controls.data) : undefined),
    [evaluations.data, controls.data],
  );
  return together([evaluations, controls], lines);
}

/** The grades report: by subject with averages on 20, and the appreciations. */
export function useChildGrades(childId: number) {
  const lines = useChildGradeLines(childId);
  const appreciations = useGetAppreciationsQuery({ child_id: childId });
  const report = useMemo(
    () => (lines.data && appreciations.data ? gradesReport(lines.data, appreciations.data) : undefined),
    [lines.data, appreciations.data],
  );
  return together([lines, appreciations], report);
}

/** The child's absences and delays (every mark, newest first). */
export function useChildAbsences(childId: number) {
  const query = useGetAbsencesQuery({ child_id: childId });
  return sectionQuery(query, query.data);
}

/** The child's absences and delays by month, newest first. */
export function useChildAbsenceMonths(childId: number) {
  const query = useChildAbsences(childId);
  const months = useMemo(() => (query.data ? absencesByMonth(query.data) : undefined), [query.data]);
  return { ...query, data: months };
}

/** The seances of the child's class on `date` (from the week's timetable). */
export function useChildDay(childId: number, date: string) {
  const query = useGetScheduleByDayQuery({ child_id: childId, date });
  const seances = useMemo(
    () =>
      query.data?.days.find((d) => d.date === date)?.seances.filter((s) => !s.cancelled) ??
      (query.data ? [] : undefined),
    [query.data, date],
  );
  return sectionQuery(query, seances);
}

/** The child's recent activity (theirs only). */
export function useChildActivities(childId: number) {
  const query = useGetActivitiesQuery({ child_id: childId });
  return sectionQuery(query, query.data);
}

/** The exams of the child's level. */
export function useChildExams(childId: number) {
  const query = useGetExamsQuery({ child_id: childId });
  return sectionQuery(query, query.data);
}

/** The child's challenge statistics (points, series, weeks). */
export function useChildStats(childId: number) {
  const query = useGetChallengeScoreStatsQuery({ child_id: childId });
  return sectionQuery(query, query.data);
}
