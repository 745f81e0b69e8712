export { SectionTitle, type SectionTitleProps } from './page-header';
