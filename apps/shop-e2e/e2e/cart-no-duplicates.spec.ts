import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARABIC, FRENCH, putPackInCart, signIn, type CheckoutTexts } from './support/checkout-journey';

/**
 * Journey (issue 18, "duplicate orders"): adding a pack or a quote the cart already holds asks
 * "Déjà dans le panier"; "En ajouter un de plus" leaves ONE order with the quantities added (the
 * cart badge keeps its count), each line with "n × price" and its total. In French and in Arabic.
 */
const LANGUAGES: { code: 'fr' | 'ar'; t: CheckoutTexts; cart: string; noLibrary: string; quoteNumber: RegExp }[] = [
  { code: 'fr', t: FRENCH, cart: 'Panier, 2 commandes', noLibrary: 'Sans librairie', quoteNumber: /Devis n° (\d+)/ },
  {
    code: 'ar',
    t: ARABIC,
    cart: 'سلة المشتريات، طلبيتان',
    noLibrary: 'بدون مكتبة',
    quoteNumber: /عرض السعر رقم (\d+)/,
  },
];

/** The first line's quantity of an order, read from its "n × price". */
async function firstQuantity(order: Locator): Promise<number> {
  const text = (await order.getByRole('listitem').first().innerText()).replace(/\s+/g, ' ');
  const quantity = text.match(/(\d+) × /)?.[1];
  if (!quantity) throw new Error(`no "n × price" in: ${text}`);
  return Number(quantity);
}

async function openCart(page: Page, cart: string) {
  await page.getByRole('button', { name: cart }).click();
  await expect(page).toHaveURL(/\/shop-cart$/);
}

/** Signs in (in Arabic after choosing it) and opens the cart with the demo customer's two orders. */
async function openDemoCart(page: Page, code: 'fr' | 'ar', t: CheckoutTexts, cart: string) {
  await page.goto('/');
  if (code === 'ar') {
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await signIn(page, t);
  await openCart(page, cart);
  const orders = page.getByRole('list', { name: t.cartOrders }).getByRole('article');
  await expect(orders).toHaveCount(2);
  return orders;
}

for (const { code, t, cart, noLibrary, quoteNumber } of LANGUAGES) {
  test(`the same pack again: asked, then one order with twice the quantities (${code})`, async ({ page }) => {
    const orders = await openDemoCart(page, code, t, cart);
    const pack = orders.filter({ has: page.getByRole('heading', { level: 2, name: noLibrary }) });
    const before = await firstQuantity(pack);

    // The helper answers the question with "En ajouter un de plus" and checks the two orders.
    await page.goto('/');
    await putPackInCart(page, t);

    await expect(page.getByRole('button', { name: cart })).toBeVisible();
    await expect.poll(() => firstQuantity(pack)).toBe(before * 2);
    // Each line shows "n × unit price" and its total.
    await expect(pack.getByRole('listitem').first()).toContainText(/\d+ × [\d,]+\s(Dhs|درهم)/);
  });

  test(`the same quote again: asked, then one order with twice the quantities (${code})`, async ({ page }) => {
    const orders = await openDemoCart(page, code, t, cart);
    const quote = orders.filter({ hasText: quoteNumber });
    const quoteId = (await quote.innerText()).match(quoteNumber)?.[1];
    const before = await firstQuantity(quote);

    await page.goto(`/responses/${quoteId}`);
    await page
      .getByRole('button', { name: code === 'fr' ? 'Voir le panier' : 'عرض السلة' })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: t.alreadyInCart }).getByRole('button', { name: t.addOneMore }).click();

    await expect(page).toHaveURL(/\/shop-cart$/, { timeout: 15_000 });
    await expect(orders).toHaveCount(2);
    await expect(orders.filter({ hasText: quoteNumber })).toHaveCount(1);
    await expect.poll(() => firstQuantity(quote)).toBe(before * 2);
    await expect(page.getByRole('button', { name: cart })).toBeVisible();
  });
}
