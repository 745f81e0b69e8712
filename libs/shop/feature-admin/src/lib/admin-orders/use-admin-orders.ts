import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetMyOrdersQuery } from '@kk/api-clients';
import { ORDER_STATUS, orderTotal, PAGE_SIZE, type Order, type OrderStatus } from '@kk/domain';
import { sortRows, useUrlSort, type SortColumns } from '../shared/use-url-sort';

/** Query parameter of the status filter. */
export const STATUS_PARAM = 'statut';

const STATUSES: readonly number[] = Object.values(ORDER_STATUS);

/** The columns the orders sort by, and the way each sorts first. */
const SORTS: SortColumns<'number' | 'date' | 'status' | 'total'> = {
  number: 'descending',
  date: 'descending',
  status: 'ascending',
  total: 'descending',
};
const NEWEST_FIRST = { column: 'date', direction: 'descending' } as const;

const COMPARE: Record<keyof typeof SORTS, (a: Order, b: Order) => number> = {
  number: (a, b) => a.id - b.id,
  date: (a, b) => a.created_date.localeCompare(b.created_date) || a.id - b.id,
  status: (a, b) => a.status - b.status,
  total: (a, b) => orderTotal(a) - orderTotal(b),
};

/**
 * View model of `/admin/commandes` (`?statut=`): every placed order of the shop (`get_my_orders`
 * answers them all to an admin), newest first, filtered by status, 20 a page.
 * - `query`: the orders of the filter, for `QueryState`; `pageItems`, `page`, `pageCount`, `setPage`;
 * - `sort`, `toggleSort`: by number, date (the default, newest first), status or total, in the URL (`?tri=&ordre=`);
 * - `status`, `setStatus`: the filter (null: every status), kept in the URL (the dashboard links to it).
 */
export function useAdminOrders() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = raw !== null && STATUSES.includes(Number(raw)) ? (Number(raw) as OrderStatus) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useGetMyOrdersQuery();
  const { sort, toggle: toggleSort } = useUrlSort(SORTS, NEWEST_FIRST);
  const filtered = useMemo(
    () =>
      orders.data
        ? sortRows(
            orders.data.filter((o: Order) => status === null || o.status === status),
            COMPARE[sort.column],
            sort.direction,
          )
        : undefined,
    [orders.data, status, sort],
  );
  const pageCount = Math.max(1, Math.ceil((filtered?.length ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageItems = (filtered ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const setStatus = useCallback(
    (next: OrderStatus | null) =>
      setParams((prev) => {
        // A new filter starts at its first page, in the same order.
        const copy = new URLSearchParams(prev);
        copy.delete('page');
        if (next === null) copy.delete(STATUS_PARAM);
        else copy.set(STATUS_PARAM, String(next));
        return copy;
      }),
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
  return {
    query: { ...orders, data: filtered },
    pageItems,
    page: current,
    pageCount,
    setPage,
    status,
    setStatus,
    sort,
    toggleSort,
  };
}
