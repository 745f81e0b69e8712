import { expect, test } from '@playwright/test';

/** Journey (issue 6, §4): a guarded page visited while signed out asks to sign in, then comes back. */
test('a guarded page visited signed out returns there after login', async ({ page }) => {
  await page.goto('/orders');

  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByLabel(/^Mot de passe/).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/orders$/);
});

/** Journey (§2, header with the cart button): a visitor's cart button asks to sign in, then opens the cart. */
test("a visitor's cart button leads to the cart through the sign-in", async ({ page }) => {
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: 'Panier' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByLabel(/^Mot de passe/).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/shop-cart$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Panier/ })).toBeVisible();
});
