import { useMemo } from 'react';
import type { CreateOrderPayload, Order } from '@kk/domain';
import { useCreateOrderMutation, useLazyGetCartQuery, useRemoveOrderMutation } from './orders.api';

/** The cart calls an "add to cart" needs, as promises that reject with the call's `ApiError`. */
export interface CartOrderWrites {
  /** The cart as the backend has it now (`get_orders_cart`, fetched again, not the cache). */
  loadCart: () => Promise<readonly Order[]>;
  /** `orders_api` `create`: one new cart order. */
  createOrder: (payload: CreateOrderPayload) => Promise<unknown>;
  /** `orders_api` `remove_order`: removes one cart order. */
  removeOrder: (orderId: number) => Promise<unknown>;
}

/**
 * The three cart calls of an "add to cart" (a pack, a quote), bound to the store, for the shop's
 * `useAddToCartFlow` (`@kk/shop-ui`), which knows no API.
 *
 * @example
 * const flow = useAddToCartFlow(useCartOrderWrites(), () => navigate('/shop-cart'));
 */
export function useCartOrderWrites(): CartOrderWrites {
  const [getCart] = useLazyGetCartQuery();
  const [create] = useCreateOrderMutation();
  const [remove] = useRemoveOrderMutation();
  return useMemo(
    () => ({
      loadCart: () => getCart(undefined, false).unwrap(),
      createOrder: (payload: CreateOrderPayload) => create(payload).unwrap(),
      removeOrder: (orderId: number) => remove({ order_id: orderId }).unwrap(),
    }),
    [getCart, create, remove],
  );
}
