export { CartPage } from './lib/cart/cart-page';
export { AddressPaymentsPage } from './lib/address-payments/address-payments-page';
export { CartConfirmPage } from './lib/cart-confirm/cart-confirm-page';
export { OrderPlacedPage } from './lib/order-placed/order-placed-page';
