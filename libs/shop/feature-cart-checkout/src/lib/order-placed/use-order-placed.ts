import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetAddressQuery, useGetMyOrdersQuery } from '@kk/api-clients';
import { DELIVERY_FEE, ordersSubtotal, roundPrice, type Address, type Order, type PaymentMode } from '@kk/domain';
import { readCheckoutSelection } from '../checkout/checkout-params';

/** What the confirmation screen shows: loading, a failed load, no placed order of the link, or the orders. */
export type OrderPlacedStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useOrderPlaced} returns. */
export interface UseOrderPlacedResult {
  /** State of the screen. */
  status: OrderPlacedStatus;
  /** The placed orders the link names (in the order of `get_my_orders`). */
  orders: Order[];
  /** Sum of the orders plus the delivery fee (§9: 0 Dhs), in Dhs. */
  total: number;
  /** The payment mode chosen at checkout. */
  paymentMode: PaymentMode;
  /** The delivery address, when it could be loaded (the screen goes on without it). */
  address: Address | null;
  /** Loads the orders again after a failure. */
  retry: () => void;
  /** Why the load failed. */
  error?: unknown;
}

/**
 * Data of /order-placed (`?orders=&payment=&address=`, written by the confirmation on success): the
 * placed orders read from `get_my_orders` (so a reload shows them again, with their current status),
 * the payment mode of the link and the delivery address (`get_address`).
 */
export function useOrderPlaced(): UseOrderPlacedResult {
  const location = useLocation();
  const selection = useMemo(() => readCheckoutSelection(location.search, null), [location.search]);
  const ordersQuery = useGetMyOrdersQuery();
  const addressQuery = useGetAddressQuery(selection.addressId ?? 0, { skip: selection.addressId === null });

  const wanted = new Set(selection.orderIds);
  const orders = (ordersQuery.data ?? []).filter((order) => wanted.has(order.id));

  let status: OrderPlacedStatus;
  if (ordersQuery.data === undefined) status = ordersQuery.isError ? 'error' : 'loading';
  else status = orders.length === 0 ? 'empty' : 'ready';

  const { refetch } = ordersQuery;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    status,
    orders,
    total: roundPrice(ordersSubtotal(orders) + DELIVERY_FEE),
    paymentMode: selection.paymentMode,
    address: addressQuery.data ?? null,
    retry,
    error: ordersQuery.error,
  };
}
