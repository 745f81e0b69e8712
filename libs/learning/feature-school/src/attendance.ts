/*
 * The attendance area of school management, an entry point of its own (see index.ts): the
 * professor's home (`/professeur`) and roll call (`/professeur/appel/:seanceId/:date`); the
 * administrator's absences (`/ecole/absences`) and statistics (`/ecole/statistiques`).
 */
export { ProfessorHomePage } from './lib/attendance/professor-home';
export { RollCallPage } from './lib/attendance/roll-call';
export { SchoolAbsencesPage } from './lib/attendance/school-absences';
export { SchoolStatisticsPage } from './lib/attendance/school-statistics';
