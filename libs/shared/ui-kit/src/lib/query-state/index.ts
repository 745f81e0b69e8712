export { QueryState, type QueryStateProps, type QueryStateQuery } from './query-state';
export * from './error-description';
