import { ORDER_STATUS, type OrderStatus } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** The name of each order status (§4), for the admin's lists and charts. */
export const STATUS_LABELS: Record<OrderStatus, TranslationKey> = {
  [ORDER_STATUS.pending]: 'shop-admin:orders.status.pending',
  [ORDER_STATUS.canceled]: 'shop-admin:orders.status.canceled',
  [ORDER_STATUS.onTheWay]: 'shop-admin:orders.status.onTheWay',
  [ORDER_STATUS.delivered]: 'shop-admin:orders.status.delivered',
};

export const statusLabel = (status: number): TranslationKey =>
  status in STATUS_LABELS ? STATUS_LABELS[status as OrderStatus] : 'shop-admin:orders.status.unknown';
