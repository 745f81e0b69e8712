import { useMemo } from 'react';
import { useGetChaptersQuery } from '@kk/api-clients';
import { subjectName, type Chapter } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { selectSessionUser, useAppSelector, useReferenceLists } from '@kk/session';
import { currentLevelOf } from '../shared/learner';
import { subjectPath } from '../shared/paths';
import { type SectionQuery } from '@kk/ui-kit';

/** A subject of the student's level, as `/cours` shows it. */
export interface SubjectItem {
  /** Subject id. */
  subjectId: number;
  /** Its name in the UI language (the Arabic name in Arabic, when known). */
  name: string;
  /** Its chapters' screen. */
  href: string;
}

/** What {@link useCourses} returns. */
export interface UseCoursesResult {
  /** The student's current level, or null while none is chosen. */
  levelId: number | null;
  /** Its name, when the stored levels know it. */
  levelName: string | undefined;
  /** The level's subjects, in the level's order (the reference lists: stored, or asked for). */
  query: SectionQuery<SubjectItem[]>;
}

/** `/cours`: the subjects of the student's current level. */
export function useCourses(): UseCoursesResult {
  const user = useAppSelector(selectSessionUser);
  const { language } = useLanguage();
  const lists = useReferenceLists();
  const levelId = currentLevelOf(user);
  const level = lists.levels.find((l) => l.level_id === levelId);
  // An answer with no subject at all still counts: the level then simply has none (empty state).
  const ready = lists.levels.length > 0 && !lists.isLoading && !lists.isError;

  const subjects = useMemo(() => {
    if (!ready) return undefined;
    if (!level) return [];
    return level.subjects_ids.flatMap((id) => {
      const subject = lists.subjects.find((s) => s.subject_id === id);
      return subject ? [{ subjectId: id, name: subjectName(subject, language), href: subjectPath(id) }] : [];
    });
  }, [ready, level, lists.subjects, language]);

  return {
    levelId,
    levelName: level?.name,
    query: {
      data: subjects,
      isLoading: !ready && !lists.isError,
      isError: !ready && lists.isError,
      error: undefined,
      refetch: lists.refetch,
    },
  };
}

/** What {@link useSubjectProgress} returns. */
export interface SubjectProgress {
  /** True until the chapters have answered. */
  isLoading: boolean;
  /** True when they could not be loaded (the card then shows no progress). */
  isError: boolean;
  /** Number of chapters (0: nothing to learn here yet). */
  chapters: number;
  /** Mean progress of the chapters, 0 to 100. */
  progress: number;
}

/** Mean of the chapters' progress, 0 to 100 (0 without chapters). */
export function meanProgress(chapters: readonly Pick<Chapter, 'progress'>[]): number {
  if (chapters.length === 0) return 0;
  return Math.round(chapters.reduce((sum, ch) => sum + ch.progress, 0) / chapters.length);
}

/** One subject card's progress: its chapters at the level (`/api/chapters/{level}/{subject}`). */
export function useSubjectProgress(levelId: number, subjectId: number): SubjectProgress {
  const query = useGetChaptersQuery({ a: levelId, b: subjectId });
  return {
    isLoading: query.isLoading,
    isError: query.isError,
    chapters: query.data?.length ?? 0,
    progress: meanProgress(query.data ?? []),
  };
}
