export { ClassesPage, ClassesSection, LevelsTaughtSection } from './classes-page';
