/*
 * The parents' space (issue 15): a parent's home with one child at a time and that child's pages.
 * Three entry points, each its own chunk (the app's routes load them with `lazyPage`):
 * - `@kk/learning-feature-parents` (this file): the parent's home and a child's pages;
 * - `@kk/learning-feature-parents/accounts`: the children's accounts and the subscription;
 * - `@kk/learning-feature-parents/alerts`: the alerts and the child's friends.
 */
export {
  ParentHomePage,
  ChildHomeworkPage,
  ChildGradesPage,
  ChildAbsencesPage,
  ChildProgressPage,
  ChildWeekPage,
} from './lib/home';
