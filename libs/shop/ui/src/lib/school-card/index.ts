export { SchoolCard, type SchoolCardProps } from './school-card';
