export { ProfessorGradeEntryPage, SchoolGradeEntryPage } from './grade-entry-page';
