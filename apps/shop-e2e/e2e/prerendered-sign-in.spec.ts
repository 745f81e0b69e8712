import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 19: the sign-in page's first screen is in its HTML (connexion.html, prerendered at build
 * time) and the app adopts it (hydration) when it starts.
 */

/** Holds the entry script until `release()`: the page is the HTML alone until then. */
async function holdEntry(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

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
  });
});

test('the app adopts the drawn page: no console error, and what was typed before it started is kept', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const entry = await holdEntry(page);
  await page.goto('/connexion', { waitUntil: 'commit' });

  // Drawn from the HTML, before any script of the app has run.
  const email = page.getByLabel("Nom d'utilisateur ou e-mail");
  await expect(email).toBeVisible();
  await email.fill('client@example.ma');
  entry.release();

  // Started: the language switch is the app's (it changes the page).
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(email).toHaveValue('client@example.ma');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('secret');
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveValue('secret');
  await expect(email).toHaveValue('client@example.ma');
  // (Service workers are blocked in this project: their registration's failure is logged, not a hydration problem.)
  expect(errors.filter((text) => !text.startsWith('The service worker could not be registered'))).toEqual([]);
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
