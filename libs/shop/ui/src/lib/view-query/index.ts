export { viewQuery, type ViewStatus } from './view-query';
