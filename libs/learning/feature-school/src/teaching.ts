/*
 * The teaching area of school management, an entry point of its own (see index.ts): the
 * professor's textbook and programme (chapters and lessons), the administrator's textbook review.
 */
export { ProfessorTextbookPage, ProgrammePage, SchoolTextbookPage } from './lib/teaching';
