import { expect, test, type Locator, type Page } from '@playwright/test';

test('switching to Arabic turns the whole layout right to left, and it survives a reload', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByLabel(/^Nom d'utilisateur ou e-mail/).fill('eleve');
  await page.getByLabel(/^Mot de passe/).fill('eleve123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Adam !' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'العربية' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبا Adam!' })).toBeVisible();
  await expectMirrored(page);

  await page.reload();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبا Adam!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'الأقسام' })).toBeVisible();
  await expectMirrored(page);
});

test('a visitor reads the sign-in page in Arabic after a reload', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.reload();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('اسم المستخدم مطلوب')).toBeVisible();
});

/** In right-to-left the logo sits at the right of the header and the first tab ("home") at the right of the tab bar. */
async function expectMirrored(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const logo = await boxOf(page.getByRole('banner').getByRole('link').first());
  expect(logo.x).toBeGreaterThan(width / 2);
  const tabs = page.getByRole('navigation', { name: 'الأقسام' }).getByRole('link');
  const home = await boxOf(tabs.first());
  const last = await boxOf(tabs.last());
  expect(home.x).toBeGreaterThan(last.x);
}

/** Where an element is on screen (it must be visible). */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}
