export { OrderStatusBadge, type OrderStatusBadgeProps } from './order-status-badge';
export { ORDER_STATUS_TONES, orderStatusTone } from './order-status-tones';
