export * from './lib/shop-feature-account';
