import { RATING_MAX, RATING_MIN } from './constants';

/** Order status (§4): 0 Pending, 1 Canceled, 2 On the way, 3 Delivered. */
export const ORDER_STATUS = {
  pending: 0,
  canceled: 1,
  onTheWay: 2,
  delivered: 3,
} as const;
/** One of {@link ORDER_STATUS}. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/**
 * Status of an order still in the cart. The spec names only 0–3 (§4) and says a cart order
 * "becomes 0 at checkout": until then the backend (and the fake) report it as -1. Cart orders
 * come from `get_orders_cart`, placed orders (0–3) from `get_my_orders`.
 */
export const CART_ORDER_STATUS = -1;

/**
 * What can happen to an order (§4): the customer checks the cart out (`change_status` to 0 with an
 * address) or cancels; the library ships a pending order and delivers it (staff only; the spec does
 * not show these screens, the statuses exist).
 */
export type OrderEvent = 'checkout' | 'cancel' | 'ship' | 'deliver';

const TRANSITIONS: Record<OrderEvent, { from: readonly number[]; to: OrderStatus }> = {
  checkout: { from: [CART_ORDER_STATUS], to: ORDER_STATUS.pending },
  cancel: { from: [ORDER_STATUS.pending, ORDER_STATUS.onTheWay], to: ORDER_STATUS.canceled },
  ship: { from: [ORDER_STATUS.pending], to: ORDER_STATUS.onTheWay },
  deliver: { from: [ORDER_STATUS.onTheWay], to: ORDER_STATUS.delivered },
};

/**
 * The status an order in `status` takes when `event` happens, or null when that is not allowed
 * (§4: checkout only from the cart; cancel only from Pending or On the way; Canceled and Delivered
 * are final).
 *
 * @example nextOrderStatus(ORDER_STATUS.onTheWay, 'cancel') // 1 (Canceled)
 */
export function nextOrderStatus(status: number, event: OrderEvent): OrderStatus | null {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? transition.to : null;
}

/** The event that takes an order to `status` (what `change_status` asks for), if any. */
export function orderEventFor(status: number): OrderEvent | null {
  const found = (Object.keys(TRANSITIONS) as OrderEvent[]).find((event) => TRANSITIONS[event].to === status);
  return found ?? null;
}

/** A customer can cancel an order that is Pending or On the way (§4). */
export function canCancelOrder(status: number): boolean {
  return nextOrderStatus(status, 'cancel') !== null;
}

/** Only Delivered orders can be rated (§4). */
export function canRateOrder(status: number): boolean {
  return status === ORDER_STATUS.delivered;
}

/** A valid rating is a whole number from 1 to 5 (§4, §9). */
export function isValidRating(rate: number): boolean {
  return Number.isInteger(rate) && rate >= RATING_MIN && rate <= RATING_MAX;
}
