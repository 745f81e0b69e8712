export { OrderCard, type OrderCardProps, type OrderDetail } from './order-card';
