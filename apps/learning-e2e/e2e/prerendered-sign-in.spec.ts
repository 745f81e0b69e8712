import { expect, test } from '@playwright/test';
import { consoleErrors, holdEntry } from '../../../tools/playwright/prerendered-page.mts';
import { signIn, signInForm } from './support/sign-in';

/**
 * Issue 19: the sign-in page's first screen is in its HTML (connexion.html, prerendered at build
 * time, inert until the app has adopted it); the app adopts it when it starts.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/connexion shows the sign-in form from its HTML alone, which cannot be sent without the app', async ({
    page,
  }) => {
    await page.goto('/connexion');

    const form = signInForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(form.username).toBeVisible();
    await expect(form.password).toBeVisible();
    await expect(form.submit).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });
});

test('a student signs in from the drawn page as soon as the app has adopted it, with no console error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const entry = await holdEntry(page);
  await page.goto('/connexion', { waitUntil: 'commit' });

  const form = signInForm(page);
  await expect(form.username).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  entry.release();

  await signIn(page, 'eleve', 'eleve123');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Adam !' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor whose stored language is Arabic never sees the French page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('current_language', JSON.stringify('ar')));
  const entry = await holdEntry(page);
  await page.goto('/connexion', { waitUntil: 'commit' });

  await expect(page.locator('html')).toHaveAttribute('data-kk-other-language', 'ar');
  await expect(page.locator('#root h1')).toBeHidden();
  entry.release();

  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Connexion', { exact: true })).toHaveCount(0);
});
