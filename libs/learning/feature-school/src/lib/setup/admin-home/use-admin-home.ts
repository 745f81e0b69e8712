import { useMemo } from 'react';
import {
  useGetClassesQuery,
  useGetManagedSchoolsQuery,
  useGetClassroomsQuery,
  useGetHolidaysQuery,
  useGetScholarYearsQuery,
  useGetSchoolStatisticsQuery,
  useGetSchoolSubjectsQuery,
} from '@kk/api-clients';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { useMySchool } from '../../shared/use-my-school';
import { useLevelsTaught } from '../shared/use-levels-taught';

/** The steps of a school's setup, in the order the guided first run takes them. */
export const SETUP_STEPS = ['years', 'levels', 'classes', 'subjects', 'rooms', 'holidays', 'students'] as const;
/** One of {@link SETUP_STEPS}. */
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Where each setup step is done (students: the students area's page). */
export const SETUP_PATHS: Readonly<Record<SetupStep, string>> = {
  years: '/ecole/annees',
  levels: '/ecole/classes',
  classes: '/ecole/classes',
  subjects: '/ecole/matieres',
  rooms: '/ecole/salles',
  holidays: '/ecole/calendrier',
  students: '/ecole/eleves',
};

/** A line of the setup checklist: how many there are (null while unknown), done when at least one. */
export interface ChecklistItem {
  step: SetupStep;
  count: number | null;
  done: boolean;
  to: string;
}

/**
 * View model of `/ecole`, the administrator's home.
 * - `greetingName`: the first name the page greets (else the display name, else the username);
 * - `query`: the schools (call 65), for the page's states; `school` null: no school yet (the guided
 *   first run's call to action);
 * - `currentYear`: the current scholar year's name;
 * - `checklist`: each setup step with its count (scholar years, levels taught, classes, subjects,
 *   classrooms, holidays, students of the current year), done when it has one;
 * - `statistics`: the key figures (students, classes, professors, attendance rate, average grade).
 */
export function useAdminHome() {
  const { school } = useMySchool();
  // The same request as useMySchool's (RTK Query shares it), typed for the page's states.
  const query = useGetManagedSchoolsQuery();
  const user = useAppSelector(selectSessionUser);
  const skip = { skip: !school };
  const years = useGetScholarYearsQuery(undefined, skip);
  const classes = useGetClassesQuery(undefined, skip);
  const subjects = useGetSchoolSubjectsQuery(undefined, skip);
  const rooms = useGetClassroomsQuery(undefined, skip);
  const holidays = useGetHolidaysQuery(undefined, skip);
  const statistics = useGetSchoolStatisticsQuery(undefined, skip);
  const { levels } = useLevelsTaught();

  const checklist: ChecklistItem[] = useMemo(() => {
    const counts: Record<SetupStep, number | null> = {
      years: years.data?.length ?? null,
      levels: school ? levels.length : null,
      classes: classes.data?.length ?? null,
      subjects: subjects.data?.length ?? null,
      rooms: rooms.data?.length ?? null,
      holidays: holidays.data?.length ?? null,
      students: statistics.data?.students_count ?? null,
    };
    return SETUP_STEPS.map((step) => ({
      step,
      count: counts[step],
      done: (counts[step] ?? 0) > 0,
      to: SETUP_PATHS[step],
    }));
  }, [school, levels, years.data, classes.data, subjects.data, rooms.data, holidays.data, statistics.data]);

  const currentYear =
    years.data?.find((y) => y.id === school?.settings.current_scholar_year_id)?.name ??
    years.data?.find((y) => y.is_current)?.name ??
    null;

  const greetingName = user ? user.firstName || user.name || user.profile.username : '';

  return { query, school, greetingName, currentYear, checklist, statistics };
}
