export * from './lib/shop-feature-admin';
