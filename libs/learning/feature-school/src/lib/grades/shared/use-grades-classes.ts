import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetClassesQuery, useGetProfessorClassesQuery } from '@kk/api-clients';
import { PERIODS, type Period, type SchoolClass } from '@kk/domain';
import { useMySchool } from '../../shared/use-my-school';
import { toPeriod } from '../controls/control-form';

/** Who works on grades: a professor (their classes, call 84) or the administrator (every class, call 85). */
export type GradesRole = 'professor' | 'admin';

/** The search parameters that keep the choice of class and period (and subject) in the address. */
export const CHOICE_PARAMS = { classId: 'classe', period: 'periode', subjectId: 'matiere' } as const;

/**
 * The class and period a grades page works on, kept in the address (`?classe=&periode=`) so that
 * going back from a control or a report card finds the same choice: the role's classes (a
 * professor's, call "professor classes"; the administrator's, call 76) by name, the first by
 * default; the school's periods (settings `periods_count`, at most the 3 trimesters), the first by
 * default.
 */
export function useGradesClasses(role: GradesRole) {
  const [params, setParams] = useSearchParams();
  const { school } = useMySchool();
  const professorClasses = useGetProfessorClassesQuery(undefined, { skip: role !== 'professor' });
  const schoolClasses = useGetClassesQuery(undefined, { skip: role !== 'admin' });
  const classesQuery = role === 'professor' ? professorClasses : schoolClasses;

  const classes = useMemo(
    () => [...(classesQuery.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr', { numeric: true })),
    [classesQuery.data],
  );
  const count = Math.min(PERIODS.length, Math.max(1, school?.settings.periods_count ?? PERIODS.length));
  const periods: readonly Period[] = PERIODS.slice(0, count);
  const asked = Number(params.get(CHOICE_PARAMS.classId));
  const selectedClass: SchoolClass | null = classes.find((c) => c.id === asked) ?? classes[0] ?? null;
  const period: Period = toPeriod(params.get(CHOICE_PARAMS.period)) ?? periods[0] ?? 1;

  /** Changes one of the choices (null removes it), keeping the others. */
  const choose = (name: (typeof CHOICE_PARAMS)[keyof typeof CHOICE_PARAMS], value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return { classesQuery, classes, selectedClass, periods, period, params, choose };
}
