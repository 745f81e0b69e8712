export { DuplicateOrderDialog, type DuplicateOrderDialogProps } from './duplicate-order-dialog';
export { useAddToCartFlow, type AddToCartFlow, type AddToCartWrites } from './use-add-to-cart-flow';
