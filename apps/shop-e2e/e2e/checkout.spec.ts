import { expect, test } from '@playwright/test';
import { cancelOne, checkOut, FRENCH, putPackInCart, signIn } from './support/checkout-journey';

/**
 * Journey (issue 6, §2 and §4 checkout): the demo customer signs in, goes school → levels → pack →
 * Add to cart → /shop-cart → Checkout → address & payment (adds an address) → Continuer → confirm →
 * Confirm Checkout; the orders are Pending in /orders; one is cancelled and shows Canceled.
 */
test('checkout: from a school pack to Pending orders, then a cancellation', async ({ page }) => {
  await signIn(page, FRENCH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await putPackInCart(page, FRENCH);
  const ids = await checkOut(page, FRENCH);
  await cancelOne(page, FRENCH, ids);
});
