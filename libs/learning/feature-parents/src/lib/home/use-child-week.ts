import { useMemo, useState } from 'react';
import type { SectionQuery } from '@kk/ui-kit';
import { mondayOf, weekSummary, type WeekSummary } from './child-data';
import { together, useChildAbsences, useChildGradeLines, useChildStats, useChildTasks } from './use-child-data';

/**
 * The weekly summary of a child (`/parent/enfants/:childId/semaine`): the week shown (this one at
 * first; previous and next move by a week) and what it held: absences and delays, new grades,
 * homework done or late, challenge points.
 */
export function useChildWeek(childId: number, levelId: number | null | undefined, now = new Date()) {
  const [offset, setOffset] = useState(0);
  const tasks = useChildTasks(childId, levelId);
  const grades = useChildGradeLines(childId);
  const absences = useChildAbsences(childId);
  const stats = useChildStats(childId);
  const start = mondayOf(now, offset);
  const day = now.toDateString();
  const summary = useMemo(
    () =>
      tasks.data && grades.data && absences.data && stats.data
        ? weekSummary(
            { tasks: tasks.data, grades: grades.data, absences: absences.data, days: stats.data.days ?? [] },
            start,
            new Date(day),
          )
        : undefined,
    [tasks.data, grades.data, absences.data, stats.data, start, day],
  );
  const query: SectionQuery<WeekSummary> = together([tasks, grades, absences, stats], summary);
  return {
    query,
    start,
    isCurrent: offset === 0,
    previous: () => setOffset((o) => o - 1),
    next: () => setOffset((o) => Math.min(0, o + 1)),
  };
}
