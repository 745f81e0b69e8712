/*
 * School management (issue 16): the administrator's and the professor's areas. Five entry points,
 * each its own chunk (the app's routes load them with `lazyPage`):
 * - `@kk/learning-feature-school` (this file): the administrator's home, the guided first run and
 *   the school's setup (years, levels, classes, subjects, classrooms, holidays, settings);
 * - `@kk/learning-feature-school/students`: the students of each class, their import from a file;
 * - `@kk/learning-feature-school/timetable`: the week's timetable and its seances;
 * - `@kk/learning-feature-school/attendance`: the professor's home and roll call, the absences;
 * - `@kk/learning-feature-school/grades`: controls, grades, report cards, the national export.
 */
export { AdminHomePage } from './lib/setup/admin-home';
export { InstallationPage } from './lib/setup/installation';
export { ScholarYearsPage } from './lib/setup/scholar-years';
export { ClassesPage } from './lib/setup/classes';
export { SubjectsPage } from './lib/setup/subjects';
export { ClassroomsPage } from './lib/setup/classrooms';
export { CalendarPage } from './lib/setup/calendar';
export { SettingsPage } from './lib/setup/settings';
