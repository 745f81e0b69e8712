import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARABIC, FRENCH, signIn, type CheckoutTexts } from './support/checkout-journey';

/**
 * Journey (issue 18, "buried actions"): on a phone (390 × 844) the main action of a long shop page
 * stays in view above the tab bar: the cart's "Passer la commande" with its subtotal before any
 * scrolling, the school's "Valider" once a level at the top is ticked. In French and in Arabic.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SCHOOL = 'Groupe Scolaire Al Khawarizmi';
const LEVEL = '1ère année collège';

const LANGUAGES: { code: 'fr' | 'ar'; t: CheckoutTexts; cart: string; nav: string; chosen: string }[] = [
  { code: 'fr', t: FRENCH, cart: 'Panier, 2 commandes', nav: 'Navigation principale', chosen: '1 niveau choisi' },
  { code: 'ar', t: ARABIC, cart: 'سلة المشتريات، طلبيتان', nav: 'التنقل الرئيسي', chosen: 'مستوى واحد مختار' },
];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The element is wholly on screen, above the tab bar (which sticks to the bottom too). */
async function expectAboveTabBar(page: Page, element: Locator, nav: string) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = await element.boundingBox();
  const tabBar = await page.getByRole('navigation', { name: nav }).boundingBox();
  expect(box && tabBar && box.y + box.height <= tabBar.y).toBe(true);
}

async function chooseLanguage(page: Page, code: 'fr' | 'ar') {
  await page.goto('/');
  if (code === 'ar') {
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

for (const { code, t, cart, nav, chosen } of LANGUAGES) {
  test(`the cart's "${t.checkout}" and subtotal are in view without scrolling (${code})`, async ({ page }) => {
    await chooseLanguage(page, code);
    await signIn(page, t);
    await page.getByRole('button', { name: cart }).click();
    await expect(page).toHaveURL(/\/shop-cart$/);
    const orders = page.getByRole('list', { name: t.cartOrders }).getByRole('article');
    await expect(orders).toHaveCount(2);

    // The page is much taller than the screen, and nobody scrolled.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 844);
    expect(await scrollY(page)).toBe(0);
    const checkout = page.getByRole('button', { name: t.checkout });
    await expectAboveTabBar(page, checkout, nav);
    await expect(checkout).toBeEnabled();
    await expectAboveTabBar(page, page.getByText(t.subtotal, { exact: true }), nav);

    // It works from there: on to the address and payment.
    await checkout.click();
    await expect(page).toHaveURL(/\/address-payments\?orders=\d+,\d+$/);
  });

  test(`the school's "${t.levelsValid}" is in view once a level at the top is ticked (${code})`, async ({ page }) => {
    await chooseLanguage(page, code);
    await page.getByRole('searchbox').fill(SCHOOL);
    await page.getByRole('link', { name: SCHOOL }).first().click();
    await expect(page).toHaveURL(/\/school\/\d+$/);

    await page.getByRole('checkbox', { name: LEVEL }).check();

    const valid = page.getByRole('button', { name: t.levelsValid });
    await expectAboveTabBar(page, valid, nav);
    await expect(valid).toBeEnabled();
    await expect(page.getByText(chosen, { exact: true })).toBeInViewport();
    await valid.click();
    await expect(page).toHaveURL(/\/school\/\d+\/levels\?levels=\d+$/);
  });
}
