/*
 * The attendance area of school management, an entry point of its own (see index.ts): the
 * professor's home (`/professeur`) and roll call (`/professeur/appel/:seanceId/:date`).
 */
export { ProfessorHomePage } from './lib/attendance/professor-home';
export { RollCallPage } from './lib/attendance/roll-call';
