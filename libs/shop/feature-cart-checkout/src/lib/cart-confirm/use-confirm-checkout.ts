import { useCallback } from 'react';
import { isApiError, useChangeOrderStatusMutation, useGetAddressQuery, useGetCartQuery } from '@kk/api-clients';
import { DELIVERY_FEE, ORDER_STATUS, ordersSubtotal, roundPrice, type Address, type Order } from '@kk/domain';
import { selectedOrders, type CheckoutSelection } from '../checkout/checkout-params';

/** What the confirmation screen shows. */
export type ConfirmStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useConfirmCheckout} returns. */
export interface UseConfirmCheckoutResult {
  /** State of the screen: loading, a failed load, nothing to confirm, or ready. */
  status: ConfirmStatus;
  /** The delivery address, once loaded. */
  address: Address | null;
  /** The cart orders being checked out. */
  orders: Order[];
  /** Sum of the orders, in Dhs. */
  subtotal: number;
  /** Delivery fee, in Dhs (§9: 0). */
  deliveryFee: number;
  /** Subtotal plus delivery fee. */
  total: number;
  /** Loads the address and the cart again after a failure. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
  /**
   * Checks out (`change_status` with the orders, the address and status 0 Pending, plus the payment
   * mode). Resolves with the ids of the placed orders; rejects with the ApiError on failure.
   */
  confirm: () => Promise<number[]>;
  /** The checkout runs. */
  confirming: boolean;
  /** The address of the URL is not an id, or does not exist (or is not the user's). */
  addressNotFound: boolean;
}

/**
 * Data and action of /shop-cart-confirm/{address}: the address (`get_address`), the cart orders
 * named by the checkout selection (all of them when it names none; orders no longer in the cart are
 * left out), the totals, and the checkout itself.
 */
export function useConfirmCheckout(
  addressId: number | null,
  selection: Pick<CheckoutSelection, 'orderIds' | 'paymentMode'>,
): UseConfirmCheckoutResult {
  const addressQuery = useGetAddressQuery(addressId ?? 0, { skip: addressId === null });
  const cartQuery = useGetCartQuery();
  const [changeStatus, change] = useChangeOrderStatusMutation();

  const orders = selectedOrders(cartQuery.data ?? [], selection.orderIds);
  const subtotal = ordersSubtotal(orders);
  const total = roundPrice(subtotal + DELIVERY_FEE);

  let status: ConfirmStatus;
  // A failed refetch (after a failed checkout, say) keeps what was loaded on screen: only a load
  // that never gave data is an error.
  const failed = (query: { isError: boolean; data?: unknown }) => query.isError && query.data === undefined;
  if (addressId === null || failed(addressQuery) || failed(cartQuery)) status = 'error';
  else if (addressQuery.data === undefined || cartQuery.data === undefined) status = 'loading';
  else status = orders.length === 0 ? 'empty' : 'ready';

  const { refetch: refetchAddress } = addressQuery;
  const { refetch: refetchCart } = cartQuery;
  const retry = useCallback(() => {
    if (addressId !== null) void refetchAddress();
    void refetchCart();
  }, [addressId, refetchAddress, refetchCart]);

  const orderIds = orders.map((o) => o.id).join(',');
  const confirm = useCallback(async () => {
    if (addressId === null || orderIds === '') return [];
    const ids = orderIds.split(',').map(Number);
    await changeStatus({
      orders: ids,
      address: addressId,
      status: ORDER_STATUS.pending,
      payment_mode: selection.paymentMode,
    }).unwrap();
    return ids;
  }, [addressId, orderIds, changeStatus, selection.paymentMode]);

  return {
    status,
    address: addressQuery.data ?? null,
    orders,
    subtotal,
    deliveryFee: DELIVERY_FEE,
    total,
    retry,
    error: addressQuery.error ?? cartQuery.error,
    confirm,
    confirming: change.isLoading,
    addressNotFound: addressId === null || (isApiError(addressQuery.error) && addressQuery.error.status === 404),
  };
}
