export { OrderPlacedPage } from './order-placed-page';
