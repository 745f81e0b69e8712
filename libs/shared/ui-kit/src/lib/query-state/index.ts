export { QueryState, type QueryStateProps, type QueryStateQuery } from './query-state';
export * from './error-description';
export { sectionQuery, type SectionQuery } from './section-query';
