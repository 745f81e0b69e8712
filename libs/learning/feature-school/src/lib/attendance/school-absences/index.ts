export { SchoolAbsencesPage } from './school-absences-page';
