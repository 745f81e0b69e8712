export * from './lib/shop-layout';
