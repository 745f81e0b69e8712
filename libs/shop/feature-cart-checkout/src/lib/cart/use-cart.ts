import { useCallback } from 'react';
import { useGetCartQuery, useRemoveOrderMutation } from '@kk/api-clients';
import { ordersSubtotal, type Order } from '@kk/domain';

/** What the cart screen shows. */
export type CartStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useCart} returns. */
export interface UseCartResult {
  /** Which state the screen is in. */
  status: CartStatus;
  /** The cart orders (status -1), newest first. */
  orders: Order[];
  /** Sum of the orders' totals, in Dhs. */
  subtotal: number;
  /** Loads the cart again after a failure. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
  /** Removes one order from the cart (`remove_order`); rejects with the ApiError on failure. */
  removeOrder: (orderId: number) => Promise<void>;
  /** A removal is running. */
  removing: boolean;
}

/**
 * The cart (`get_orders_cart`) with its subtotal, and the removal of an order (`remove_order`).
 * After a removal the cart is fetched again (RTK Query tag `Cart`), so the list and the subtotal
 * follow without local bookkeeping.
 */
export function useCart(): UseCartResult {
  const query = useGetCartQuery();
  const [remove, removal] = useRemoveOrderMutation();
  const orders = query.data ?? [];
  let status: CartStatus;
  if (query.data === undefined) status = query.isError ? 'error' : 'loading';
  else status = orders.length === 0 ? 'empty' : 'ready';

  const removeOrder = useCallback(
    async (orderId: number) => {
      await remove({ order_id: orderId }).unwrap();
    },
    [remove],
  );

  return {
    status,
    orders,
    subtotal: ordersSubtotal(orders),
    retry: query.refetch,
    error: query.error,
    removeOrder,
    removing: removal.isLoading,
  };
}
