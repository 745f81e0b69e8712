export { ProfessorGradesPage, SchoolGradesPage } from './controls-page';
