import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  useGetCourseQuery,
  useGetExercisesOfStageQuery,
  useGetExerciseStepsQuery,
  useGetXBlockStudentViewQuery,
} from '@kk/api-clients';
import type { Chapter, Course, Exercise, ExerciseStep, Lesson, LessonBlock, XBlockStudentView } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { idParam } from '../shared/learner';
import { lessonPath, subjectPath } from '../shared/paths';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** A lesson of a course, at one of its blocks, as its screen shows it. */
export interface LessonView {
  /** The course (`/api/courses/{id}`): its key names the blocks' student views. */
  course: Course;
  /** The lesson's chapter: the stage whose exercises the screen lists. */
  chapter: Chapter;
  /** The lesson. */
  lesson: Lesson;
  /** Its blocks, in order. */
  blocks: LessonBlock[];
  /** The block shown (0 first), from `?bloc=` (1 first), kept within the blocks. */
  index: number;
  /** The previous block's screen, or null on the first. */
  previousHref: string | null;
  /** The next block's screen, or null on the last. */
  nextHref: string | null;
  /** The next lesson of the course (in chapter, then lesson order), or null after the last one. */
  nextLesson: { lesson: Lesson; href: string } | null;
  /** The chapters of the subject. */
  backHref: string;
}

/** What {@link useLesson} returns. */
export interface UseLessonResult {
  /** The course, read as the lesson's screen; `data` is null when the course has no such lesson. */
  query: SectionQuery<LessonView | null>;
  /** True when the path does not name a course and a lesson. */
  badPath: boolean;
  /** The subject's chapters, for the way back. */
  backHref: string;
}

function byOrder<T extends { order: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.order - b.order);
}

/** The lesson `lessonId` of `course` at block `block` (1 first), or null when the course has no such lesson. */
export function toLessonView(course: Course, subjectId: number, lessonId: number, block: number): LessonView | null {
  const chapters = byOrder(course.chapters);
  const all = chapters.flatMap((chapter) => byOrder(chapter.lessons).map((lesson) => ({ chapter, lesson })));
  const at = all.findIndex(({ lesson }) => lesson.id === lessonId);
  if (at === -1) return null;
  const { chapter, lesson } = all[at];
  const blocks = byOrder(lesson.blocks);
  const index = Math.max(0, Math.min(blocks.length - 1, block - 1));
  const href = (b: number) => lessonPath(subjectId, course.id, lesson.id, b);
  const following = all[at + 1];
  return {
    course,
    chapter,
    lesson,
    blocks,
    index,
    previousHref: index > 0 ? href(index) : null,
    nextHref: index < blocks.length - 1 ? href(index + 2) : null,
    nextLesson: following
      ? { lesson: following.lesson, href: lessonPath(subjectId, course.id, following.lesson.id) }
      : null,
    backHref: subjectPath(subjectId),
  };
}

/**
 * `/cours/:subjectId/:courseId/lecons/:lessonId?bloc=n`: a lesson of a course (`/api/courses/{id}`)
 * with its blocks in order, the one shown and the ways to the previous and next ones.
 */
export function useLesson(): UseLessonResult {
  const params = useParams();
  const [search] = useSearchParams();
  const subjectId = idParam(params['subjectId']);
  const courseId = idParam(params['courseId']);
  const lessonId = idParam(params['lessonId']);
  const block = idParam(search.get('bloc') ?? undefined) ?? 1;
  const badPath = subjectId === null || courseId === null || lessonId === null;
  const query = useGetCourseQuery(courseId ?? 0, { skip: badPath });
  const view = useMemo(
    () => (query.data && !badPath ? toLessonView(query.data, subjectId, lessonId, block) : undefined),
    [query.data, badPath, subjectId, lessonId, block],
  );
  return { query: sectionQuery(query, view), badPath, backHref: subjectPath(subjectId ?? 0) };
}

/** One block's student view (call 47), asked in the UI language. */
export function useBlockView(courseKey: string, blockId: string): SectionQuery<XBlockStudentView> {
  const { language } = useLanguage();
  const query = useGetXBlockStudentViewQuery({ course: courseKey, block: blockId, lang: language });
  return sectionQuery(query, query.data);
}

/** The exercises of the lesson's stage (its chapter: `/api/exercises_of_stage/{id}`). */
export function useStageExercises(stageId: number): SectionQuery<Exercise[]> {
  const query = useGetExercisesOfStageQuery(stageId);
  return sectionQuery(query, query.data?.exercises);
}

/** The steps of an exercise (`/get_exercice_level/`), in order. */
export function useExerciseSteps(exerciseId: number): SectionQuery<ExerciseStep[]> {
  const query = useGetExerciseStepsQuery({ exercise_id: exerciseId });
  const steps = useMemo(
    () => (query.data ? [...query.data].sort((a, b) => a.level - b.level) : undefined),
    [query.data],
  );
  return sectionQuery(query, steps);
}

/** The language and direction of a block's text: Arabic when most of its letters are Arabic. */
export function contentDirection(text: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const arabic = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-zÀ-ÿ]/g) ?? []).length;
  return arabic > latin ? { lang: 'ar', dir: 'rtl' } : { lang: 'fr', dir: 'ltr' };
}
