export { OrderCard, type OrderCardProps, type OrderDetail } from './order-card';
export { RatingRow } from './rating-row';
