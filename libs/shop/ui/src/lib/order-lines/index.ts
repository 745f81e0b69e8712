export { OrderLines, type OrderLinesProps } from './order-lines';
