import { expect, test } from '@playwright/test';

test('the learning app starts and shows a visitor the sign-in page', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel(/^Nom d'utilisateur ou e-mail/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown path leads a visitor to sign in too', async ({ page }) => {
  await page.goto('/nulle-part');

  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});
