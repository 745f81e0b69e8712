import { expect, test } from '@playwright/test';
import { consoleErrors, holdEntry } from '../../../tools/playwright/prerendered-page.mts';
import { submitLogin } from './support/spec-journeys';

/**
 * Issue 19: the sign-in page's first screen is in its HTML (connexion.html, prerendered at build
 * time) and the app adopts it (hydration) when it starts.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/connexion shows the sign-in form from its HTML alone', async ({ page }) => {
    await page.goto('/connexion');

    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(
      page.getByText('Connectez-vous pour demander des devis, commander et vendre vos livres.'),
    ).toBeVisible();
    await expect(page.getByLabel("Nom d'utilisateur ou e-mail")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    // Without the app nothing can be sent (the browser's own GET would put the password in the address).
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });
});

test('the drawn page cannot be used before the app has started; then a sign-in typed and sent at once goes through, with no console error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const entry = await holdEntry(page);
  await page.goto('/connexion', { waitUntil: 'commit' });

  // Drawn from the HTML, before any script of the app has run, and inert: a click or typing would
  // reach markup no code listens to yet (the browser would send the form itself, as a GET).
  const email = page.getByLabel("Nom d'utilisateur ou e-mail");
  await expect(email).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // A user's click in the field, Tab and typing (Playwright's own actions would wait for the page).
  const box = await email.boundingBox();
  await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
  await page.keyboard.press('Tab');
  await page.keyboard.type('typed too early');
  await expect(email).toHaveValue('');
  await expect(email).not.toBeFocused();
  entry.release();

  // Adopted by the app: usable, and the first click signs in (nothing to click twice).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a user whose stored language is Arabic never sees the French page: the app draws it in Arabic', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('current_language', JSON.stringify('ar')));
  const entry = await holdEntry(page);
  await page.goto('/connexion', { waitUntil: 'commit' });

  // Right after load, before the app runs: the French page is there but hidden.
  await expect(page.locator('html')).toHaveAttribute('data-kk-other-language', 'ar');
  await expect(page.locator('#root h1')).toHaveText('Connexion');
  await expect(page.locator('#root h1')).toBeHidden();
  await expect(page.getByText("Nom d'utilisateur ou e-mail")).toBeHidden();
  entry.release();

  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByLabel('اسم المستخدم أو البريد الإلكتروني')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Connexion', { exact: true })).toHaveCount(0);
});
