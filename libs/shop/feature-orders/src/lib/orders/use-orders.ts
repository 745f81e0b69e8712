import { useCallback, useState } from 'react';
import { useChangeOrderStatusMutation, useGetMyOrdersQuery, useRateOrderMutation } from '@kk/api-clients';
import { canCancelOrder, canRateOrder, ORDER_STATUS, type Order } from '@kk/domain';

/** What /orders shows. */
export type OrdersStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useOrders} returns. */
export interface UseOrdersResult {
  /** State of the list. */
  status: OrdersStatus;
  /** The placed orders (0–3), newest first. */
  orders: Order[];
  /** Loads the orders again after a failure. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
  /**
   * Cancels an order that is Pending or On the way (`change_status` → 1). Rejects with the ApiError
   * on failure; does nothing for an order that cannot be cancelled.
   */
  cancelOrder: (order: Order) => Promise<void>;
  /** Id of the order being cancelled. */
  cancelling: number | null;
  /**
   * Rates a Delivered order 1–5 (`change_rate`). Rejects with the ApiError on failure; does nothing
   * for an order that cannot be rated.
   */
  rateOrder: (order: Order, rate: number) => Promise<void>;
  /** Id of the order whose rating is being saved. */
  rating: number | null;
}

/**
 * The customer's placed orders (`get_my_orders`) and the two things a customer may do with them
 * (§4): cancel one that is Pending (0) or On the way (2), and rate a Delivered (3) one. The list is
 * fetched again after each (tag `Orders`), so it always shows what the backend holds.
 */
export function useOrders(): UseOrdersResult {
  const query = useGetMyOrdersQuery();
  const [changeStatus] = useChangeOrderStatusMutation();
  const [rate] = useRateOrderMutation();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [rating, setRating] = useState<number | null>(null);

  const orders = query.data ?? [];
  let status: OrdersStatus;
  if (query.data === undefined) status = query.isError ? 'error' : 'loading';
  else status = orders.length === 0 ? 'empty' : 'ready';

  const cancelOrder = useCallback(
    async (order: Order) => {
      if (!canCancelOrder(order.status)) return;
      setCancelling(order.id);
      try {
        await changeStatus({ orders: [order.id], status: ORDER_STATUS.canceled }).unwrap();
      } finally {
        setCancelling(null);
      }
    },
    [changeStatus],
  );

  const rateOrder = useCallback(
    async (order: Order, value: number) => {
      if (!canRateOrder(order.status)) return;
      setRating(order.id);
      try {
        await rate({ order_id: order.id, rate: value }).unwrap();
      } finally {
        setRating(null);
      }
    },
    [rate],
  );

  return { status, orders, retry: query.refetch, error: query.error, cancelOrder, cancelling, rateOrder, rating };
}
