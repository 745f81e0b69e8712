export { Price, type PriceProps } from './price';
export type { PriceSize } from './price.styles';
