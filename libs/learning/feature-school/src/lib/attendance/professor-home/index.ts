export { ProfessorHomePage } from './professor-home-page';
