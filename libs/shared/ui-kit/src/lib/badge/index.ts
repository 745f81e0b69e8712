export { Badge, StatusBadge, type BadgeProps, type StatusBadgeProps, type BadgeSize } from './badge';
export { ORDER_STATUS_TONES, STATUS_TONES, orderStatusTone, type StatusKey } from './status-tones';
