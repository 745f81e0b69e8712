export { ProfessorTextbookPage } from './textbook/professor-textbook-page';
export { ProgrammePage } from './programme/programme-page';
export { SchoolTextbookPage } from './school-textbook/school-textbook-page';
