/*
 * Plain components; the app's routes decide what loads when (`lazyPage` in apps/learning): the
 * courses screens are one chunk, downloaded when a student first opens `/cours`.
 */
export { CoursesPage } from './lib/courses';
export { SubjectPage } from './lib/subject';
export { LessonPage } from './lib/lesson';
