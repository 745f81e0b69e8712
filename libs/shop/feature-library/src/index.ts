export * from './lib/shop-feature-library';
