import { useMemo } from 'react';
import { useGetControlsQuery, useGetEvaluationsQuery, useGetProfessorStudentsQuery } from '@kk/api-clients';
import type { Period, Student } from '@kk/domain';
import { computeReportCards, type ReportCardNumbers } from '../shared/report-card-math';

/** A student with their report-card numbers. */
export interface StudentResult {
  /** The student. */
  student: Student;
  /** Their numbers for the period. */
  numbers: ReportCardNumbers;
}

/**
 * A class's results for a period: its students by name (call 77), its controls of the period
 * (call 69) and their grades (call 73), computed into every student's report-card numbers
 * (`computeReportCards`). `query` for `QueryState`, its data the students' results in class order.
 */
export function useClassResults(classId: number | null, period: Period) {
  const skip = !classId;
  const studentsQuery = useGetProfessorStudentsQuery({ class_id: classId ?? 0 }, { skip });
  const controlsQuery = useGetControlsQuery({ class_id: classId ?? 0 }, { skip });
  const evaluationsQuery = useGetEvaluationsQuery({ class_id: classId ?? 0 }, { skip });

  const results: StudentResult[] | undefined = useMemo(() => {
    if (!studentsQuery.data || !controlsQuery.data || !evaluationsQuery.data) return undefined;
    const students = studentsQuery.data;
    const controls = controlsQuery.data.filter((c) => c.period === period);
    const ids = new Set(controls.map((c) => c.id));
    const cards = computeReportCards({
      studentIds: students.map((s) => s.id),
      controls,
      evaluations: evaluationsQuery.data.filter((e) => ids.has(e.control_id)),
    });
    return students.flatMap((student) => {
      const numbers = cards.get(student.id);
      return numbers ? [{ student, numbers }] : [];
    });
  }, [studentsQuery.data, controlsQuery.data, evaluationsQuery.data, period]);

  const parts = [studentsQuery, controlsQuery, evaluationsQuery];
  const query = {
    data: results,
    isLoading: parts.some((q) => q.isLoading),
    isError: parts.some((q) => q.isError),
    error: parts.find((q) => q.isError)?.error,
    refetch: () => parts.forEach((q) => q.isError && void q.refetch()),
  };
  return { query, results };
}
