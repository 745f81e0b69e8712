/** Paths of the courses screens (docs/learning-app.md). */
export const COURSES_PATH = '/cours';

/** A subject's chapters. */
export function subjectPath(subjectId: number): string {
  return `${COURSES_PATH}/${subjectId}`;
}

/** A lesson of a course, at block `block` (1 first; the first block when left out). */
export function lessonPath(subjectId: number, courseId: number, lessonId: number, block?: number): string {
  const path = `${COURSES_PATH}/${subjectId}/${courseId}/lecons/${lessonId}`;
  return block && block > 1 ? `${path}?bloc=${block}` : path;
}

/** The exercise player (built in its own lib). */
export function exercisePath(exerciseId: number): string {
  return `/exercices/${exerciseId}`;
}
