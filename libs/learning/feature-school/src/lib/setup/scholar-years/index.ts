export { ScholarYearsPage, ScholarYearsSection } from './scholar-years-page';
