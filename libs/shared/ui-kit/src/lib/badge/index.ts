export { Badge, type BadgeProps, type BadgeSize } from './badge';
