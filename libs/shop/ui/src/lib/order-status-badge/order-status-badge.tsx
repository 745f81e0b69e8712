import type { OrderStatus } from '@kk/domain';
import { Badge, type BadgeSize } from '@kk/ui-kit';
import { orderStatusTone } from './order-status-tones';

/** Props of OrderStatusBadge. */
export interface OrderStatusBadgeProps {
  /** Order status (§4): 0 Pending, 1 Canceled, 2 On the way, 3 Delivered; any other is neutral. */
  status: OrderStatus | number;
  /** Translated name of the status. */
  label: string;
  /** Size. @default 'md' */
  size?: BadgeSize;
}

/**
 * The ui-kit's Badge for an order status, with a dot, coloured by ORDER_STATUS_TONES (Pending amber,
 * Canceled red, On the way blue, Delivered green).
 *
 * @example
 * <OrderStatusBadge status={order.status} label={t(ORDER_STATUS_LABELS[order.status])} />
 */
export function OrderStatusBadge({ status, label, size = 'md' }: OrderStatusBadgeProps) {
  return (
    <Badge tone={orderStatusTone(status)} size={size} dot>
      {label}
    </Badge>
  );
}
