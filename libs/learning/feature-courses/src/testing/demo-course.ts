import { getDb, SUBJECT_IDS, type LearningState } from '@kk/api-mocks';

type CourseRow = LearningState['courses'][number];
type ChapterRow = CourseRow['chapters'][number];

/** The demo student's (level 7) maths course of the fake backend, its first chapter and lesson. */
export interface DemoCourse {
  course: CourseRow;
  chapter: ChapterRow;
  lesson: ChapterRow['lessons'][number];
  subjectId: number;
}

/** See {@link DemoCourse}. */
export function demoMathsCourse(): DemoCourse {
  const course = getDb().learning.courses.find((c) => c.level_id === 7 && c.subject_id === SUBJECT_IDS.maths);
  if (!course) throw new Error('The seed has no maths course at level 7');
  const chapter = course.chapters[0];
  return { course, chapter, lesson: chapter.lessons[0], subjectId: SUBJECT_IDS.maths };
}
