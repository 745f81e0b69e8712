export { ClassroomsPage, ClassroomsSection } from './classrooms-page';
