export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton';
