/*
 * The attendance area of school management, an entry point of its own (see index.ts): the
 * professor's roll call (`/professeur/appel/:seanceId/:date`).
 */
export { RollCallPage } from './lib/attendance/roll-call';
