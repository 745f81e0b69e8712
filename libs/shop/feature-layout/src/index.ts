export * from './lib/shop-feature-layout';
