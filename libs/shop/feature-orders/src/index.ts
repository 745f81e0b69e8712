export * from './lib/shop-feature-orders';
