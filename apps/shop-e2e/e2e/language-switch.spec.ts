import { expect, test } from '@playwright/test';
import { loadedFontFamilies } from './support/fonts';

/** Issue: switching to Arabic flips the whole layout to right-to-left and survives a reload. */
test('a visitor switches the shop to Arabic, and it stays Arabic after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');

  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بك في KoolSkools' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  // Arabic text is set in the bundled Arabic face.
  expect(await loadedFontFamilies(page)).toContain('Noto Sans Arabic');

  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بك في KoolSkools' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
});
