import { useMemo, useState } from 'react';
import {
  useGetAbsencesQuery,
  useGetClassesQuery,
  useGetScholarYearsQuery,
  useGetSchoolStudentsQuery,
} from '@kk/api-clients';
import type { AbsencesQuery } from '@kk/domain';
import { missedMarks, monthsBetween, totalsByStudent } from './absence-totals';

/** The filters of the page: '' means all. */
export interface AbsenceFilters {
  classId: string;
  studentId: string;
  month: string;
}

const ALL: AbsenceFilters = { classId: '', studentId: '', month: '' };

/**
 * View model of `/ecole/absences` (administrator): the absences and delays of the school
 * (`getAbsences`, call 62, by class, student and month), the totals per student, and the marks of
 * the student chosen; the filters' choices (classes, the class's students, the current scholar
 * year's months).
 */
export function useSchoolAbsences() {
  const [filters, setFilters] = useState<AbsenceFilters>(ALL);
  const classes = useGetClassesQuery();
  const students = useGetSchoolStudentsQuery({ class_id: Number(filters.classId) }, { skip: !filters.classId });
  const years = useGetScholarYearsQuery();

  const args: AbsencesQuery = {
    ...(filters.classId && { class_id: Number(filters.classId) }),
    ...(filters.studentId && { student_id: Number(filters.studentId) }),
    ...(filters.month && { month: filters.month }),
  };
  const absences = useGetAbsencesQuery(args);

  // The answer to the current filters only (not the previous one while the next loads).
  const rows = absences.currentData;
  const data = useMemo(
    () => (rows ? { totals: totalsByStudent(rows), marks: filters.studentId ? missedMarks(rows) : [] } : undefined),
    [rows, filters.studentId],
  );
  const current = years.data?.find((y) => y.is_current) ?? null;
  const className = (id: number) => classes.data?.find((c) => c.id === id)?.name ?? '';

  return {
    filters,
    /** Changes one filter; another class clears the student. */
    setFilter: (key: keyof AbsenceFilters, value: string) =>
      setFilters((f) => ({ ...f, [key]: value, ...(key === 'classId' && { studentId: '' }) })),
    classes: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    students: filters.classId
      ? (students.data ?? []).map((st) => ({ value: String(st.id), label: `${st.last_name} ${st.first_name}` }))
      : [],
    months: current ? monthsBetween(current.start_date, current.end_date) : [],
    className,
    query: { ...absences, data },
  };
}

/** What {@link useSchoolAbsences} returns. */
export type UseSchoolAbsencesResult = ReturnType<typeof useSchoolAbsences>;
