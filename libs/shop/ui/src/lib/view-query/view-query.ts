import type { QueryStateQuery } from '@kk/ui-kit';

/** Where a screen's view-model stands (the `status` of `useCart`, `useOrders`...). */
export type ViewStatus = 'loading' | 'error' | 'empty' | 'ready';

/**
 * A view-model hook's `status` as the query QueryState reads: the data once the status is
 * `ready` or `empty` (pair it with `isEmpty={() => status === 'empty'}`), the error with its retry
 * (and the error itself, so that QueryState names its cause: offline, time-out, server...).
 *
 * @example
 * <QueryState query={viewQuery(cart.status, cart.orders, cart.retry, cart.error)} errorMessage={t('cart.loadError')}>…</QueryState>
 */
export function viewQuery<T>(status: ViewStatus, data: T, retry?: () => unknown, error?: unknown): QueryStateQuery<T> {
  return {
    data: status === 'ready' || status === 'empty' ? data : undefined,
    isLoading: status === 'loading',
    isError: status === 'error',
    error: status === 'error' ? error : undefined,
    refetch: retry,
  };
}
