export { SchoolTimetablePage } from './school-timetable-page';
export { ProfessorTimetablePage } from './professor-timetable-page';
export { StudentTimetablePage } from './student-timetable-page';
