import { Skeleton, Spinner } from '@kk/ui-kit';
import { SkeletonCard } from './page.styles';

/** Props of LoadingOrders. */
export interface LoadingOrdersProps {
  /** Announced while loading, e.g. 'Chargement du panier'. */
  label: string;
  /** Placeholder cards. @default 2 */
  count?: number;
}

/** Placeholder of an order list while it loads: skeleton cards and an announced spinner. */
export function LoadingOrders({ label, count = 2 }: LoadingOrdersProps) {
  return (
    <div aria-busy="true">
      <Spinner label={label} size="sm" />
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index}>
          <Skeleton width="50%" height="1.25rem" />
          <Skeleton variant="rect" height="3.5rem" count={2} />
          <Skeleton width="30%" />
        </SkeletonCard>
      ))}
    </div>
  );
}
