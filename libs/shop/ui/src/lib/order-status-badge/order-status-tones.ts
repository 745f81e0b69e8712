import { ORDER_STATUS, type OrderStatus } from '@kk/domain';
import type { Tone } from '@kk/ui-kit';

/** Tone of each order status (§4): Pending amber, Canceled red, On the way blue, Delivered green. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, Tone>> = {
  [ORDER_STATUS.pending]: 'warning',
  [ORDER_STATUS.canceled]: 'danger',
  [ORDER_STATUS.onTheWay]: 'info',
  [ORDER_STATUS.delivered]: 'success',
};

/** The tone of an order status; unknown values (a status the app does not know yet) are neutral. */
export function orderStatusTone(status: number): Tone {
  return ORDER_STATUS_TONES[status as OrderStatus] ?? 'neutral';
}
