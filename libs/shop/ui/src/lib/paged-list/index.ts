export * from './paged-list';
