export { InfiniteList, type InfiniteListProps } from './infinite-list';
