export * from './lib/shop-feature-cart-checkout';
