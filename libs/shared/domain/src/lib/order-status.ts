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

/** A customer can cancel an order that is Pending or On the way (§4). */
export function canCancelOrder(status: number): boolean {
  return status === ORDER_STATUS.pending || status === ORDER_STATUS.onTheWay;
}

/** Only Delivered orders can be rated (§4). */
export function canRateOrder(status: number): boolean {
  return status === ORDER_STATUS.delivered;
}

/** A valid rating is a whole number from 1 to 5 (§4, §9). */
export function isValidRating(rate: number): boolean {
  return Number.isInteger(rate) && rate >= RATING_MIN && rate <= RATING_MAX;
}
