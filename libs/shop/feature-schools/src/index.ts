export * from './lib/shop-feature-schools';
