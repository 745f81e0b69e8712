export { SchoolPage } from './lib/school/school-page';
export { SchoolLevelsPage } from './lib/school-levels/school-levels-page';
