export { ClassesPage, ClassesSection } from './classes-page';
