export { SchoolStatisticsPage } from './school-statistics-page';
