export { ImportStudentsPage } from './import-students-page';
