import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetMyOrdersQuery } from '@kk/api-clients';
import { ORDER_STATUS, PAGE_SIZE, type Order, type OrderStatus } from '@kk/domain';

/** Query parameter of the status filter. */
export const STATUS_PARAM = 'statut';

const STATUSES: readonly number[] = Object.values(ORDER_STATUS);

/**
 * View model of `/admin/commandes` (`?statut=`): every placed order of the shop (`get_my_orders`
 * answers them all to an admin), newest first, filtered by status, 20 a page.
 * - `query`: the orders of the filter, for `QueryState`; `pageItems`, `page`, `pageCount`, `setPage`;
 * - `status`, `setStatus`: the filter (null: every status), kept in the URL (the dashboard links to it).
 */
export function useAdminOrders() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = raw !== null && STATUSES.includes(Number(raw)) ? (Number(raw) as OrderStatus) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useGetMyOrdersQuery();
  const filtered = useMemo(
    () => (orders.data ? orders.data.filter((o: Order) => status === null || o.status === status) : undefined),
    [orders.data, status],
  );
  const pageCount = Math.max(1, Math.ceil((filtered?.length ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageItems = (filtered ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const setStatus = useCallback(
    (next: OrderStatus | null) => setParams(next === null ? {} : { [STATUS_PARAM]: String(next) }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('page', String(next));
        return copy;
      }),
    [setParams],
  );
  return { query: { ...orders, data: filtered }, pageItems, page: current, pageCount, setPage, status, setStatus };
}
