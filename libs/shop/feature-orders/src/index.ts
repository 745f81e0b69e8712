export { OrdersPage } from './lib/orders/orders-page';
