export {
  SnapshotGrid,
  SnapshotCell,
  isRtl,
  forwardArrow,
  type SnapshotGridProps,
  type SnapshotCellProps,
} from './story-helpers';
