import { useMemo } from 'react';
import {
  useGetControlsQuery,
  useGetEvaluationsQuery,
  useGetProfessorStudentsQuery,
  useGetSchoolSubjectsQuery,
} from '@kk/api-clients';
import type { Period, Student } from '@kk/domain';
import { combinedQuery } from '../shared/combined-query';
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
 * (`computeReportCards`), the subjects weighted in the general average by their coefficients (GET
 * schools_subject_handler). Those coefficients are a refinement: their read failing leaves every
 * subject at 1 (`coefficientsMissing` says so) rather than failing the results. `query` for
 * `QueryState`, its data the students' results in class order.
 */
export function useClassResults(classId: number | null, period: Period) {
  const skip = !classId;
  const studentsQuery = useGetProfessorStudentsQuery({ class_id: classId ?? 0 }, { skip });
  const controlsQuery = useGetControlsQuery({ class_id: classId ?? 0 }, { skip });
  const evaluationsQuery = useGetEvaluationsQuery({ class_id: classId ?? 0 }, { skip });
  const subjectsQuery = useGetSchoolSubjectsQuery(undefined, { skip });
  // Waited for (the averages must not change under the reader's eyes), but a failure is not fatal.
  const subjectsSettled = !!subjectsQuery.data || subjectsQuery.isError;

  const results: StudentResult[] | undefined = useMemo(() => {
    if (!studentsQuery.data || !controlsQuery.data || !evaluationsQuery.data || !subjectsSettled) return undefined;
    const students = studentsQuery.data;
    const controls = controlsQuery.data.filter((c) => c.period === period);
    const ids = new Set(controls.map((c) => c.id));
    const coefficients = new Map((subjectsQuery.data ?? []).map((s) => [s.id, s.coefficient]));
    const cards = computeReportCards({
      studentIds: students.map((s) => s.id),
      controls,
      evaluations: evaluationsQuery.data.filter((e) => ids.has(e.control_id)),
      subjectCoefficient: (subjectId) => coefficients.get(subjectId),
    });
    return students.flatMap((student) => {
      const numbers = cards.get(student.id);
      return numbers ? [{ student, numbers }] : [];
    });
  }, [studentsQuery.data, controlsQuery.data, evaluationsQuery.data, subjectsQuery.data, subjectsSettled, period]);

  const query = combinedQuery(results, [studentsQuery, controlsQuery, evaluationsQuery], subjectsQuery.isLoading);
  return { query, results, coefficientsMissing: subjectsQuery.isError };
}
