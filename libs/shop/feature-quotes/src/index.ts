export * from './lib/shop-feature-quotes';
