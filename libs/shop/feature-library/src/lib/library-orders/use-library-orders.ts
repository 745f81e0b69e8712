import { useCallback, useMemo, useState } from 'react';
import { useChangeOrderStatusMutation, useGetLibraryOrdersQuery } from '@kk/api-clients';
import { nextOrderStatus, ORDER_STATUS, type LibraryOrder, type OrderStatus } from '@kk/domain';

/** The tabs of the orders screen, one per status, in the order an order goes through them. */
export const ORDER_TABS = ['pending', 'onTheWay', 'delivered', 'canceled'] as const;
/** One of {@link ORDER_TABS}. */
export type OrderTab = (typeof ORDER_TABS)[number];

/** The status each tab lists. */
export const TAB_STATUS: Record<OrderTab, OrderStatus> = {
  pending: ORDER_STATUS.pending,
  onTheWay: ORDER_STATUS.onTheWay,
  delivered: ORDER_STATUS.delivered,
  canceled: ORDER_STATUS.canceled,
};

/** Order of the list: newest first (the default) or oldest first. */
export type OrdersSort = 'newest' | 'oldest';

/** A text folded for searching: lower case, without accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The orders a stationer looks for: the search matches the customer's name (case and accents
 * ignored), the phone number's digits (spaces and the "+212" form ignored) or the order's number;
 * then sorted by date.
 */
export function findOrders(orders: readonly LibraryOrder[], search: string, sort: OrdersSort): LibraryOrder[] {
  const text = fold(search.trim());
  const digits = search.replace(/\D/g, '');
  const found = orders.filter((order) => {
    if (text === '') return true;
    if (fold(order.customer.name).includes(text)) return true;
    if (digits === '') return false;
    const phone = order.customer.phone_number.replace(/\D/g, '').replace(/^212/, '0');
    return String(order.id) === digits || phone.includes(digits.replace(/^212/, '0'));
  });
  const byDate = (a: LibraryOrder, b: LibraryOrder) => b.created_date.localeCompare(a.created_date) || b.id - a.id;
  found.sort(byDate);
  return sort === 'oldest' ? found.reverse() : found;
}

/** What {@link useLibraryOrders} returns. */
export interface UseLibraryOrdersResult {
  /** State of the list. */
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** The library's orders matching the search, in the chosen order. */
  orders: LibraryOrder[];
  /** The orders of one tab (matching the search). */
  ordersOf: (tab: OrderTab) => LibraryOrder[];
  /** Loads the orders again after a failure. */
  retry: () => void;
  /** Why the load failed. */
  error?: unknown;
  /** Marks a Pending order On the way (0 → 2). Rejects with the ApiError on failure. */
  ship: (order: LibraryOrder) => Promise<void>;
  /** Marks an order On the way Delivered (2 → 3). Rejects with the ApiError on failure. */
  deliver: (order: LibraryOrder) => Promise<void>;
  /** Cancels a Pending or On the way order with the reason the customer will read (→ 1). */
  cancel: (order: LibraryOrder, reason: string) => Promise<void>;
  /** Id of the order being moved. */
  moving: number | null;
}

/**
 * The orders this library fulfils (`get_my_orders` as an `li` account: the whole list, the spec
 * gives the call no paging) by status, searched and sorted here, and the moves
 * it makes (`change_status`): Pending → On the way → Delivered, or Canceled with a reason. The
 * list is fetched again after each move (tag `Orders`).
 */
export function useLibraryOrders({
  search = '',
  sort = 'newest',
}: { search?: string; sort?: OrdersSort } = {}): UseLibraryOrdersResult {
  const query = useGetLibraryOrdersQuery();
  const [changeStatus] = useChangeOrderStatusMutation();
  const [moving, setMoving] = useState<number | null>(null);
  const all = query.data;
  const orders = useMemo(() => findOrders(all ?? [], search, sort), [all, search, sort]);
  let status: UseLibraryOrdersResult['status'];
  if (all === undefined) status = query.isError ? 'error' : 'loading';
  else status = all.length === 0 ? 'empty' : 'ready';

  const move = useCallback(
    async (order: LibraryOrder, to: OrderStatus, reason?: string) => {
      setMoving(order.id);
      try {
        await changeStatus({ orders: [order.id], status: to, ...(reason === undefined ? {} : { reason }) }).unwrap();
      } finally {
        setMoving(null);
      }
    },
    [changeStatus],
  );

  return {
    status,
    orders,
    ordersOf: (tab) => orders.filter((o) => o.status === TAB_STATUS[tab]),
    retry: query.refetch,
    error: query.error,
    ship: async (order) => {
      if (nextOrderStatus(order.status, 'ship') !== null) await move(order, ORDER_STATUS.onTheWay);
    },
    deliver: async (order) => {
      if (nextOrderStatus(order.status, 'deliver') !== null) await move(order, ORDER_STATUS.delivered);
    },
    cancel: async (order, reason) => {
      if (nextOrderStatus(order.status, 'cancel') !== null) await move(order, ORDER_STATUS.canceled, reason.trim());
    },
    moving,
  };
}
