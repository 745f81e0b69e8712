export * from './lib/shop-feature-occasion';
