import { ORDER_STATUS, type Order } from '@kk/domain';

/** The tabs of /orders: every order, those still moving (Pending, On the way), Delivered, Canceled. */
export const ORDER_FILTERS = ['all', 'active', 'delivered', 'canceled'] as const;
/** One tab of /orders. */
export type OrderFilter = (typeof ORDER_FILTERS)[number];

const STATUSES: Record<Exclude<OrderFilter, 'all'>, readonly number[]> = {
  active: [ORDER_STATUS.pending, ORDER_STATUS.onTheWay],
  delivered: [ORDER_STATUS.delivered],
  canceled: [ORDER_STATUS.canceled],
};

/** The orders a tab shows, in the given order. */
export function filterOrders<T extends Pick<Order, 'status'>>(orders: readonly T[], filter: OrderFilter): T[] {
  if (filter === 'all') return [...orders];
  const statuses = STATUSES[filter];
  return orders.filter((order) => statuses.includes(order.status));
}
