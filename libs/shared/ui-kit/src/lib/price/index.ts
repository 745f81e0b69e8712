export { Price, type PriceProps } from './price';
export { formatAmount, type AppLocale } from './format-price';
export type { PriceSize } from './price.styles';
