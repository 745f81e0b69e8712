import { SkeletonShape, SkeletonStack, type SkeletonVariant } from './skeleton.styles';

export type { SkeletonVariant } from './skeleton.styles';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** Shape. @default 'text' */
  variant?: SkeletonVariant;
  /** Width (CSS length). @default '100%' ('2.5rem' for a circle) */
  width?: string;
  /** Height (CSS length). @default '1em' for text, '6rem' for a rect, the width for a circle */
  height?: string;
  /** Number of text lines (the last one shorter). @default 1 */
  lines?: number;
  /** Number of identical placeholders, side by side in the parent's layout (rows of a list). @default 1 */
  count?: number;
}

/**
 * Placeholder in the shape of content that is loading. It is hidden from screen readers: put
 * `aria-busy` on the region that loads, or a Spinner with a label, to say that something loads.
 * The pulse stops for users who prefer reduced motion.
 *
 * @example
 * <Skeleton variant="circle" width="3.5rem" /> <Skeleton lines={2} /> <Skeleton variant="rect" height="4rem" count={3} />
 */
export function Skeleton({ count = 1, ...shape }: SkeletonProps) {
  if (count > 1) return Array.from({ length: count }, (_, index) => <Skeleton key={index} {...shape} />);
  return <SkeletonOne {...shape} />;
}

function SkeletonOne({ variant = 'text', width, height, lines = 1 }: Omit<SkeletonProps, 'count'>) {
  const resolvedWidth = width ?? (variant === 'circle' ? '2.5rem' : '100%');
  const resolvedHeight = height ?? (variant === 'circle' ? resolvedWidth : variant === 'rect' ? '6rem' : '1em');
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonStack aria-hidden="true" data-ui="skeleton-lines">
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonShape
            key={index}
            $variant="text"
            $width={index === lines - 1 ? '60%' : resolvedWidth}
            $height={resolvedHeight}
            data-ui="skeleton-shape"
          />
        ))}
      </SkeletonStack>
    );
  }
  return (
    <SkeletonShape
      aria-hidden="true"
      $variant={variant}
      $width={resolvedWidth}
      $height={resolvedHeight}
      data-ui="skeleton-shape"
    />
  );
}
