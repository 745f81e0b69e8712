export { SectionLoading } from './section-loading';
