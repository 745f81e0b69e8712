export { ShopLink, type ShopLinkProps } from './shop-link';
