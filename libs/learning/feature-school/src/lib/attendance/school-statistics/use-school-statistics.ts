import { useGetSchoolStatisticsQuery } from '@kk/api-clients';

/**
 * View model of `/ecole/statistiques` (administrator): the school's statistics for the current
 * scholar year ("statistics", `getSchoolStatistics`): head counts, attendance rate, average grade,
 * absences and delays by month, the grade distribution, and (assumed) the figures by class and by
 * subject. `hasData` is false for a school with nothing recorded yet.
 */
export function useSchoolStatistics() {
  const query = useGetSchoolStatisticsQuery();
  const stats = query.data;
  return {
    query,
    hasData: !!stats && (stats.students_count > 0 || stats.absences_by_month.length > 0),
    /** Classes by attendance rate, the lowest first (where to look). */
    classesByAttendance: stats ? [...stats.classes].sort((a, b) => a.attendance_rate - b.attendance_rate) : [],
    /** Classes and subjects with an average. */
    classAverages: stats?.classes.filter((c) => c.average_grade !== null) ?? [],
    subjectAverages: stats?.subjects.filter((s) => s.average_grade !== null) ?? [],
  };
}

/** What {@link useSchoolStatistics} returns. */
export type UseSchoolStatisticsResult = ReturnType<typeof useSchoolStatistics>;
