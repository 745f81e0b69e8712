import { expect, test, type Page } from '@playwright/test';
import { ARABIC, FRENCH, signIn, type CheckoutTexts } from './support/checkout-journey';

/** The texts of this journey in one language, beside those of the checkout journey. */
interface ChoicesTexts {
  language: 'fr' | 'ar';
  /** The other language the journey switches to, and back from. */
  other: 'fr' | 'ar';
  languageMenu: string;
  otherLanguageMenu: string;
  /** The bank transfer (Virement) payment mode. */
  transfer: string;
  otherTransfer: string;
  chooseAddress: string;
  otherChooseAddress: string;
  cart: string;
  placedTitle: string;
  nothingToOrder: string;
}

const FR: ChoicesTexts = {
  language: 'fr',
  other: 'ar',
  languageMenu: 'Langue',
  otherLanguageMenu: 'اللغة',
  transfer: 'Virement',
  otherTransfer: 'تحويل بنكي',
  chooseAddress: "Choisissez l'adresse de livraison",
  otherChooseAddress: 'اختر عنوان التسليم',
  cart: '/shop-cart',
  placedTitle: 'Commande passée',
  nothingToOrder: 'Rien à commander',
};

const AR: ChoicesTexts = {
  language: 'ar',
  other: 'fr',
  languageMenu: 'اللغة',
  otherLanguageMenu: 'Langue',
  transfer: 'تحويل بنكي',
  otherTransfer: 'Virement',
  chooseAddress: 'اختر عنوان التسليم',
  otherChooseAddress: "Choisissez l'adresse de livraison",
  cart: '/shop-cart',
  placedTitle: 'تم تسجيل الطلبية',
  nothingToOrder: 'لا شيء للطلب',
};

/** The transfer payment and the "Bureau" address are chosen on /address-payments. */
async function expectChosen(page: Page, transfer: string, chooseAddress: string) {
  await expect(page.getByRole('radio', { name: new RegExp(`^${transfer}`) })).toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: chooseAddress }).getByRole('radio', { name: /Bureau/ }),
  ).toBeChecked();
}

for (const [t, c] of [
  [FRENCH, FR],
  [ARABIC, AR],
] as [CheckoutTexts, ChoicesTexts][]) {
  test(`checkout choices (Virement, an address) survive reload, Back, Forward and a language switch; the order is confirmed once (${c.language})`, async ({
    page,
  }) => {
    // Arrange: the demo customer, in the journey's language, with the two orders of the seeded cart.
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption(c.language);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    await signIn(page, t);
    await page.goto(c.cart);
    await page.getByRole('button', { name: t.checkout }).click();
    await expect(page).toHaveURL(/\/address-payments\?orders=[\d,]+$/);

    // Act: choose the bank transfer (Virement) and the "Bureau" address.
    // The tiles' radios are visually hidden: the user presses the tile's text.
    await page
      .getByRole('radio', { name: new RegExp(`^${c.transfer}`) })
      .locator('xpath=ancestor::label[1]')
      .click();
    await page.getByRole('radiogroup', { name: c.chooseAddress }).getByText('Bureau').click();

    // Assert: the URL carries them, a reload keeps them.
    await expect(page).toHaveURL(/\/address-payments\?orders=[\d,]+&payment=1&address=2$/);
    await page.reload();
    await expectChosen(page, c.transfer, c.chooseAddress);

    // Back from the confirmation keeps them, and so does Forward.
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/shop-cart-confirm\/2\?orders=[\d,]+&payment=1$/);
    await page.goBack();
    await expectChosen(page, c.transfer, c.chooseAddress);
    // Forward to the confirmation and Back again: still both.
    await page.goForward();
    await expect(page).toHaveURL(/\/shop-cart-confirm\/2\?orders=[\d,]+&payment=1$/);
    await expect(page.getByText(c.transfer, { exact: true }).first()).toBeVisible();
    await page.goBack();
    await expectChosen(page, c.transfer, c.chooseAddress);

    // A language switch keeps them (and back again).
    await page.getByRole('combobox', { name: c.languageMenu }).selectOption(c.other);
    await expect(page.locator('html')).toHaveAttribute('lang', c.other);
    await expectChosen(page, c.otherTransfer, c.otherChooseAddress);
    await page.getByRole('combobox', { name: c.otherLanguageMenu }).selectOption(c.language);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    await expectChosen(page, c.transfer, c.chooseAddress);

    // Place the order: /order-placed shows each number, the total and the mode.
    await page.getByRole('button', { name: t.continue }).click();
    const summary = page.getByLabel(t.summary, { exact: true });
    const total = (
      await summary
        .locator('div', { has: page.getByText(t.total, { exact: true }) })
        .locator('dd')
        .innerText()
    ).trim();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/order-placed\?orders=[\d,]+&payment=1&address=2$/);
    await expect(page.getByRole('heading', { level: 1, name: c.placedTitle })).toBeVisible();
    const ids = (new URL(page.url()).searchParams.get('orders') ?? '').split(',');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(`\\b${id}$`) })).toBeVisible();
    await expect(page.getByText(c.transfer, { exact: true })).toBeVisible();
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: c.placedTitle })).toBeVisible();

    // Back never shows Confirm Checkout again: the checkout has nothing left to order.
    await page.goBack();
    await expect(page).toHaveURL(/\/address-payments/);
    await expect(page.getByRole('heading', { name: c.nothingToOrder })).toBeVisible();
    await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
  });
}
