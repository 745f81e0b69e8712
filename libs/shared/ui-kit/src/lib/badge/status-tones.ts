import { ORDER_STATUS, type OrderStatus } from '@kk/domain';
import type { Tone } from '../theme/theme';

/** Tone of each order status (§4): Pending, Canceled, On the way, Delivered. */
export const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  [ORDER_STATUS.pending]: 'warning',
  [ORDER_STATUS.canceled]: 'danger',
  [ORDER_STATUS.onTheWay]: 'info',
  [ORDER_STATUS.delivered]: 'success',
};

/** Tone of each other status label of §4; the text itself comes from the translations. */
export const STATUS_TONES = {
  active: 'success',
  canceled: 'danger',
  notPublished: 'neutral',
  waiting: 'warning',
  refused: 'danger',
  corrected: 'info',
  completed: 'success',
  expired: 'danger',
  done: 'success',
  paid: 'success',
  unpaid: 'warning',
  inProgress: 'info',
  accepted: 'success',
  retake: 'warning',
} as const satisfies Record<string, Tone>;

/** A §4 status with a tone in STATUS_TONES. */
export type StatusKey = keyof typeof STATUS_TONES;

/** The tone of an order status; unknown values (a status the app does not know yet) are neutral. */
export function orderStatusTone(status: number): Tone {
  return ORDER_STATUS_TONES[status as OrderStatus] ?? 'neutral';
}
