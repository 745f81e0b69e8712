export * from './lib/shop-feature-catalogue';
