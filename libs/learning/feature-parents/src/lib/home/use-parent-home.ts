import { useMemo } from 'react';
import type { ParentChild } from '@kk/domain';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';
import { useChosenChild, type ChosenChild } from '../shared/use-chosen-child';
import { attentionItems, type AttentionItem } from './child-data';
import { together, useChildAbsences, useChildExams, useChildGradeLines, useChildTasks } from './use-child-data';

/**
 * The parent's home: their children, the one shown (kept across reloads, `?enfant=` chooses) and
 * whether that child is linked to a school (the school sections need it).
 */
export function useParentHome() {
  const chosen = useChosenChild();
  return {
    ...chosen,
    list: childrenList(chosen),
    linked: chosen.child !== null && chosen.child.school_id !== null,
  };
}

/** The children list as a section reads it (the list once it answered). */
export function childrenList({
  query,
  children,
}: Pick<ChosenChild, 'query' | 'children'>): SectionQuery<ParentChild[]> {
  const { isLoading, isError, error, refetch } = query;
  return sectionQuery(
    { isLoading: Boolean(isLoading), isError: Boolean(isError), error, refetch },
    query.data === undefined ? undefined : children,
  );
}

/**
 * "À voir en priorité" of `child`: what the four reads say needs attention now. It shows as soon as
 * every read answered; it fails when one failed (Retry asks that one again).
 */
export function useAttention(child: ParentChild, now = new Date()): SectionQuery<AttentionItem[]> {
  const tasks = useChildTasks(child.id, child.current_level);
  const grades = useChildGradeLines(child.id);
  const absences = useChildAbsences(child.id);
  const exams = useChildExams(child.id);
  const parts = [tasks, grades, absences, exams];
  const ready = parts.every((p) => p.data !== undefined);
  const day = now.toDateString();
  const items = useMemo(
    () =>
      ready
        ? attentionItems(
            { tasks: tasks.data, grades: grades.data, absences: absences.data, exams: exams.data },
            new Date(day),
          )
        : undefined,
    [ready, tasks.data, grades.data, absences.data, exams.data, day],
  );
  return together(parts, items);
}
