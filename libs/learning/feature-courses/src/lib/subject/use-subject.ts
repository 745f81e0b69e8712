import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetChaptersQuery } from '@kk/api-clients';
import { subjectName, type Chapter, type Lesson } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { selectSessionUser, useAppSelector, useReferenceLists } from '@kk/session';
import { currentLevelOf, idParam } from '../shared/learner';
import { lessonPath } from '../shared/paths';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** A lesson as the chapters' list shows it: with its screen, when its course is known. */
export interface LessonItem {
  /** The lesson. */
  lesson: Lesson;
  /** Its screen, or null when the chapter does not name its course. */
  href: string | null;
}

/** A chapter as `/cours/:subjectId` shows it: its lessons in order. */
export interface ChapterItem {
  /** The chapter. */
  chapter: Chapter;
  /** Its lessons, in order. */
  lessons: LessonItem[];
  /** True when every lesson is done. */
  done: boolean;
}

/** What {@link useSubject} returns. */
export interface UseSubjectResult {
  /** The subject of the path, or null for a path that is not one. */
  subjectId: number | null;
  /** Its name in the UI language ('' until the reference lists know it). */
  name: string;
  /** The student's current level, or null while none is chosen. */
  levelId: number | null;
  /** The chapters of the subject at the level, in order. */
  query: SectionQuery<ChapterItem[]>;
  /** The first lesson not done yet, in order: the child's next step (null when all are done). */
  next: { chapter: Chapter; item: LessonItem } | null;
}

/** The chapters in order, each with its lessons in order and their screens. */
export function toChapterItems(subjectId: number, chapters: readonly Chapter[]): ChapterItem[] {
  return [...chapters]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((chapter) => {
      const lessons = [...chapter.lessons]
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .map((lesson) => ({
          lesson,
          href: chapter.course_id === null ? null : lessonPath(subjectId, chapter.course_id, lesson.id),
        }));
      return { chapter, lessons, done: lessons.length > 0 && lessons.every((l) => l.lesson.completed) };
    });
}

/** `/cours/:subjectId`: the subject's chapters at the student's level (`/api/chapters/{level}/{subject}`). */
export function useSubject(): UseSubjectResult {
  const params = useParams();
  const subjectId = idParam(params['subjectId']);
  const user = useAppSelector(selectSessionUser);
  const levelId = currentLevelOf(user);
  const { language } = useLanguage();
  const { subjects } = useReferenceLists();
  const query = useGetChaptersQuery(
    { a: levelId ?? 0, b: subjectId ?? 0 },
    { skip: levelId === null || subjectId === null },
  );
  const items = useMemo(
    () => (query.data && subjectId !== null ? toChapterItems(subjectId, query.data) : undefined),
    [query.data, subjectId],
  );
  const next = useMemo(() => {
    for (const { chapter, lessons } of items ?? []) {
      const item = lessons.find((l) => !l.lesson.completed && l.href !== null);
      if (item) return { chapter, item };
    }
    return null;
  }, [items]);

  return {
    subjectId,
    name: subjectName(
      subjects.find((s) => s.subject_id === subjectId),
      language,
    ),
    levelId,
    query: sectionQuery(query, items),
    next,
  };
}
