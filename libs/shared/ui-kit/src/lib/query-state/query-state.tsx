import { useDeferredValue, type ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { useErrorDescription } from './error-description';
import { useKitLabels } from '../locale/kit-locale';
import { Skeleton } from '../skeleton/skeleton';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { LoadingRoot } from './query-state.styles';

/**
 * What QueryState reads of a query: structurally what an RTK Query hook returns (`useXQuery()`), or a
 * view-model hook's own object of the same shape.
 */
export interface QueryStateQuery<T> {
  /** The data, once it arrived (kept while the query fetches again). */
  data?: T;
  /** The first load is under way (no data yet). */
  isLoading?: boolean;
  /** The last request failed. */
  isError: boolean;
  /** Why it failed (given to `isNotFound`). */
  error?: unknown;
  /** Asks again; without it the error has no Retry button. */
  refetch?: () => unknown;
}

/** Props of QueryState. */
export interface QueryStateProps<T> {
  /** The query whose states are shown. */
  query: QueryStateQuery<T>;
  /** What failed, in the user's words (e.g. 'Impossible de charger vos commandes.'). */
  errorMessage: string;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
  /** The skeleton in the shape of the content. @default three Skeleton rows */
  loading?: ReactNode;
  /** What loads, said to screen readers while the skeleton shows (e.g. 'Chargement de vos demandes…'). @default the kit's 'Chargement…' */
  loadingLabel?: string;
  /** Whether the data counts as empty (shows `empty` instead of `children`). */
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says so (usually an EmptyState). */
  empty?: ReactNode;
  /** Whether an error means "there is no such thing" (a 404) rather than a failure. */
  isNotFound?: (error: unknown) => boolean;
  /** Shown instead of the error when `isNotFound` says so (a not-found page). */
  notFound?: ReactNode;
  /** Text of the Retry button. @default the kit's 'Réessayer' (in the ThemeRoot's language) */
  retryLabel?: string;
  /**
   * Draws the first data that arrives in a transition (React's `useDeferredValue`), for long content
   * such as a list of cards: the store's update is a synchronous render, and a long list drawn in it
   * is one long task (the shop's schools: 75 ms on this machine, about 300 ms on a slow phone).
   * Deferred, React draws it in slices while the skeleton stays; data already there when the screen
   * opens (the cache) and later changes (a next page, a refetch) are drawn at once.
   * docs/performance.md, "The demo backend's evaluation, and data that arrives". @default false
   */
  deferContent?: boolean;
}

function DefaultSkeleton() {
  return <Skeleton variant="rect" height="4rem" count={3} />;
}

/**
 * One query's states, the same way on every screen: the skeleton while it first loads (the region
 * `aria-busy`, a hidden polite 'Chargement…'), the failure in a danger Alert with a Retry button
 * (the caller's message, then its cause when an {@link ErrorDescriptionProvider} names it),
 * a not-found page or an empty state where the caller says so, then the content. Data that is
 * already there stays on screen while the query fetches again (no flash of skeleton), and when a
 * later request fails (a next page, a refetch): the screen says that failure itself, next to the
 * content it concerns.
 *
 * @example
 * <QueryState query={useGetOrdersQuery()} errorMessage={t('loadError')} loading={<OrdersSkeleton />}
 *   isEmpty={(orders) => orders.length === 0} empty={<EmptyState title={t('empty')} />}>
 *   {(orders) => <OrderList orders={orders} />}
 * </QueryState>
 */
export function QueryState<T>({
  query,
  errorMessage,
  children,
  loading,
  loadingLabel,
  isEmpty,
  empty,
  isNotFound,
  notFound,
  retryLabel,
  deferContent = false,
}: QueryStateProps<T>) {
  const labels = useKitLabels();
  const { isError, error, refetch } = query;
  // A boolean, not the data: only the first arrival is deferred. Later changes (a next page, a
  // refetch) are drawn at once, and a list whose data is a new array at every render is not drawn
  // twice each time (nor starved of its deferred render while the user scrolls).
  const arrived = useDeferredValue(query.data !== undefined);
  const data = deferContent && !arrived ? undefined : query.data;
  const cause = useErrorDescription(isError ? error : undefined);

  if (data !== undefined) {
    if (empty !== undefined && isEmpty?.(data)) return empty;
    return children(data);
  }

  if (isError) {
    if (notFound !== undefined && isNotFound?.(error)) return notFound;
    return (
      <Alert tone="danger" onRetry={refetch && (() => void refetch())} retryLabel={retryLabel}>
        {cause ? `${errorMessage} ${cause}` : errorMessage}
      </Alert>
    );
  }

  return (
    <LoadingRoot aria-busy="true" data-ui="query-state-loading">
      <VisuallyHidden role="status">{loadingLabel ?? labels.loading}</VisuallyHidden>
      {loading ?? <DefaultSkeleton />}
    </LoadingRoot>
  );
}
