export { ParentHomePage } from './parent-home-page';
export { ChildHomeworkPage } from './child-homework-page';
export { ChildGradesPage } from './child-grades-page';
export { ChildAbsencesPage } from './child-absences-page';
export { ChildProgressPage } from './child-progress-page';
export { ChildWeekPage } from './child-week-page';
