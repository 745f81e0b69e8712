export { SubjectsPage, SubjectsSection } from './subjects-page';
