export { AreaEntryPage, type AreaEntryPageProps } from './area-entry-page';
