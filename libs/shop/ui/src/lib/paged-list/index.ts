export * from './paged-list';
export * from './paging';
