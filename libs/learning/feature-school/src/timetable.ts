/*
 * The timetable area of school management, an entry point of its own (see index.ts): the
 * administrator's week by class or professor with its seances (`/ecole/emploi-du-temps`), the
 * professor's own week (`/professeur/emploi-du-temps`) and a student's class's week (`/emploi-du-temps`).
 */
export { ProfessorTimetablePage, SchoolTimetablePage, StudentTimetablePage } from './lib/timetable';
