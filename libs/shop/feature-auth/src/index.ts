export * from './lib/shop-feature-auth';
