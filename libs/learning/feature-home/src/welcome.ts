/** The adults' homes `/parent`, `/professeur`, `/ecole`: an entry point of its own, loaded by their routes only. */
export { ParentHomePage, ProfessorHomePage, SchoolAdminHomePage } from './lib/welcome';
