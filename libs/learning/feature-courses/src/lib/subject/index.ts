export { SubjectPage } from './subject-page';
