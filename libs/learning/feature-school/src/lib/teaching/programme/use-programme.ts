import { useCallback, useMemo } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useSearchParams } from 'react-router-dom';
import {
  useDeleteSchoolChapterMutation,
  useGetCompetenciesQuery,
  useGetProfessorClassesQuery,
  useGetScheduleByDayQuery,
  useGetSchoolChaptersQuery,
  useSaveCompetencyMutation,
  useSaveSchoolChapterMutation,
  useSaveSchoolLessonMutation,
} from '@kk/api-clients';
import { isValidDuration, type SchoolChapter, type SchoolClass, type ScheduleByDay } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';

/** A subject the professor teaches at a level: one programme (its chapters and lessons). */
export interface Course {
  /** `<level id>-<subject id>`, the `?cours=` of the page. */
  key: string;
  level_id: number;
  level_name: string;
  subject_id: number;
  subject_name: string;
  /** The professor's classes of that level with that subject. */
  classes: string[];
}

/** Values of the new-chapter form. */
export interface ChapterFormValues {
  name?: string;
}

/** Values of the new-competency form. */
export interface CompetencyFormValues {
  code?: string;
  name?: string;
}

/** Values of a new-lesson form. */
export interface LessonFormValues {
  title?: string;
  /** Minutes, as typed. */
  duration?: string;
}

/** The URL parameter naming the programme shown. */
export const COURSE_PARAM = 'cours';

/**
 * The programmes a professor teaches, from their week's seances (call 61) and their classes (the
 * level of each): one per level and subject, ordered by level then subject.
 */
export function coursesOf(week: ScheduleByDay | undefined, classes: readonly SchoolClass[] | undefined): Course[] {
  const byKey = new Map<string, Course>();
  for (const seance of (week?.days ?? []).flatMap((d) => d.seances)) {
    const classe = classes?.find((c) => c.id === seance.class_id);
    if (!classe) continue;
    const key = `${classe.level_id}-${seance.subject_id}`;
    const course = byKey.get(key) ?? {
      key,
      level_id: classe.level_id,
      level_name: classe.level_name,
      subject_id: seance.subject_id,
      subject_name: seance.subject_name,
      classes: [],
    };
    if (!course.classes.includes(classe.name)) course.classes.push(classe.name);
    byKey.set(key, course);
  }
  return [...byKey.values()].sort(
    (a, b) => a.level_id - b.level_id || a.subject_name.localeCompare(b.subject_name, 'fr'),
  );
}

/** The chapter name is required. */
export function validateChapter(values: ChapterFormValues): Partial<Record<keyof ChapterFormValues, TranslationKey>> {
  return values.name?.trim() ? {} : { name: 'learning-teaching:programme.chapterRequired' };
}

/** The lesson title is required; its duration a whole number of minutes, at least 1 (§5 dictionary). */
export function validateLesson(values: LessonFormValues): Partial<Record<keyof LessonFormValues, TranslationKey>> {
  const errors: Partial<Record<keyof LessonFormValues, TranslationKey>> = {};
  if (!values.title?.trim()) errors.title = 'learning-teaching:programme.lessonRequired';
  const minutes = Number(values.duration);
  if (!values.duration?.trim() || !Number.isInteger(minutes) || !isValidDuration(minutes)) {
    errors.duration = 'validation:durationMin';
  }
  return errors;
}

/** The competency's code (e.g. "C1") and its name are required. */
export function validateCompetency(
  values: CompetencyFormValues,
): Partial<Record<keyof CompetencyFormValues, TranslationKey>> {
  const errors: Partial<Record<keyof CompetencyFormValues, TranslationKey>> = {};
  if (!values.code?.trim()) errors.code = 'learning-teaching:programme.competencyCodeRequired';
  if (!values.name?.trim()) errors.name = 'learning-teaching:programme.competencyNameRequired';
  return errors;
}

const nextOrder = (rows: readonly { order: number }[]) => rows.reduce((max, r) => Math.max(max, r.order), 0) + 1;

/**
 * View model of `/professeur/programme`: the programmes the professor teaches (`courses`), the one
 * shown (`?cours=`, else the first) with its chapters in order (call 67) and the writes: add a
 * chapter at the end (82), delete one with its lessons ("chapter delete"), add a lesson at the end
 * of a chapter or delete one (86); the programme's competencies (68, by code) with add and delete
 * (83), which the controls of that subject and level then assess.
 */
export function useProgramme() {
  const [params, setParams] = useSearchParams();
  const week = useGetScheduleByDayQuery();
  const classes = useGetProfessorClassesQuery();
  const courses = useMemo(() => coursesOf(week.data, classes.data), [week.data, classes.data]);
  const course = courses.find((c) => c.key === params.get(COURSE_PARAM)) ?? courses[0] ?? null;
  const chapters = useGetSchoolChaptersQuery(
    course ? { level_id: course.level_id, subject_id: course.subject_id } : undefined,
    { skip: !course },
  );
  const ordered = useMemo(() => [...(chapters.data ?? [])].sort((a, b) => a.order - b.order), [chapters.data]);
  const [saveChapter] = useSaveSchoolChapterMutation();
  const [deleteChapter] = useDeleteSchoolChapterMutation();
  const [saveLesson] = useSaveSchoolLessonMutation();
  const competencies = useGetCompetenciesQuery(
    course ? { level_id: course.level_id, subject_id: course.subject_id } : undefined,
    { skip: !course },
  );
  const [saveCompetency] = useSaveCompetencyMutation();
  const sortedCompetencies = useMemo(
    () => [...(competencies.data ?? [])].sort((a, b) => a.code.localeCompare(b.code, 'fr', { numeric: true })),
    [competencies.data],
  );

  const addCompetency = useCallback(
    async (values: CompetencyFormValues): Promise<SubmissionErrors | undefined> => {
      if (!course) return undefined;
      try {
        await saveCompetency({
          action: 'add',
          code: values.code?.trim() ?? '',
          name: values.name?.trim() ?? '',
          level_id: course.level_id,
          subject_id: course.subject_id,
        }).unwrap();
      } catch (error) {
        return submitError<TranslationKey>('learning-teaching:programme.saveFailed', error);
      }
      return undefined;
    },
    [saveCompetency, course],
  );
  const removeCompetency = useCallback(
    (id: number) =>
      saveCompetency({ action: 'delete', id })
        .unwrap()
        .then(() => undefined),
    [saveCompetency],
  );

  const choose = useCallback((key: string) => setParams({ [COURSE_PARAM]: key }, { replace: true }), [setParams]);

  const addChapter = useCallback(
    async (values: ChapterFormValues): Promise<SubmissionErrors | undefined> => {
      if (!course) return undefined;
      try {
        await saveChapter({
          action: 'add',
          name: values.name?.trim() ?? '',
          level_id: course.level_id,
          subject_id: course.subject_id,
          order: nextOrder(ordered),
        }).unwrap();
      } catch (error) {
        return submitError<TranslationKey>('learning-teaching:programme.saveFailed', error);
      }
      return undefined;
    },
    [saveChapter, course, ordered],
  );

  const addLesson = useCallback(
    async (chapter: SchoolChapter, values: LessonFormValues): Promise<SubmissionErrors | undefined> => {
      try {
        await saveLesson({
          action: 'add',
          chapter_id: chapter.id,
          title: values.title?.trim() ?? '',
          duration_minutes: Number(values.duration),
          order: nextOrder(chapter.lessons),
        }).unwrap();
      } catch (error) {
        return submitError<TranslationKey>('learning-teaching:programme.saveFailed', error);
      }
      return undefined;
    },
    [saveLesson],
  );

  const removeChapter = useCallback(
    (id: number) =>
      deleteChapter(id)
        .unwrap()
        .then(() => undefined),
    [deleteChapter],
  );
  const removeLesson = useCallback(
    (id: number) =>
      saveLesson({ action: 'delete', id })
        .unwrap()
        .then(() => undefined),
    [saveLesson],
  );

  // The page waits for the week and the classes, then for the chapters of the programme shown.
  const sources = [week, classes, ...(course ? [chapters] : [])];
  const query = {
    isLoading: sources.some((q) => q.isLoading),
    isError: sources.some((q) => q.isError),
    error: sources.find((q) => q.isError)?.error,
    data: week.data && classes.data && (!course || chapters.data) ? ordered : undefined,
    refetch: () => sources.forEach((q) => void q.refetch()),
  };

  return {
    query,
    courses,
    course,
    chapters: ordered,
    choose,
    addChapter,
    addLesson,
    removeChapter,
    removeLesson,
    /** The programme's competencies by code (their own section: a failure there leaves the chapters). */
    competencies: { ...competencies, data: competencies.data ? sortedCompetencies : undefined },
    addCompetency,
    removeCompetency,
  };
}
