import { expect, test, type Locator } from '@playwright/test';
import { ARABIC, cancelOne, checkOut, putPackInCart, signIn } from './support/checkout-journey';

/** Horizontal centre of an element on screen. */
async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not laid out');
  return box.x + box.width / 2;
}

/**
 * Journey (issue 6: "the same journeys pass in Arabic for at least the checkout journey, with the
 * layout right-to-left"): the checkout journey in Arabic. The visitor picks Arabic in the header's
 * language menu, then signs in (the choice is remembered, `current_language` §3); the page must be
 * right to left: `html[dir=rtl]`, the back arrow at the right edge, and the footer tabs starting
 * from the right.
 */
test('checkout in Arabic, laid out right to left', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await signIn(page, ARABIC);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await putPackInCart(page, ARABIC);

  // Right to left: the back arrow sits at the right end of the header, the cart at the left end;
  // the footer's first tab (Home) is the rightmost one.
  const back = page.getByRole('button', { name: 'رجوع' });
  const cart = page.getByRole('button', { name: /سلة المشتريات/ });
  expect(await centreX(back)).toBeGreaterThan(await centreX(cart));
  const footer = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  const home = footer.getByRole('link', { name: 'الرئيسية' });
  const occasion = footer.getByRole('link', { name: 'المستعمل' });
  expect(await centreX(home)).toBeGreaterThan(await centreX(occasion));

  const ids = await checkOut(page, ARABIC);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await cancelOne(page, ARABIC, ids);
});
