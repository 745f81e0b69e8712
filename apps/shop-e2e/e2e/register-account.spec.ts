import { expect, test } from '@playwright/test';

/** Journey (issue 6): a visitor creates an account from the login page and is signed in at once. */
test('register a new account and be signed in', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Youssef');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Alaoui');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('youssef.alaoui@example.ma');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0661234567');
  await page.getByLabel(/^Mot de passe/).fill('secret12');
  await page.getByLabel(/^Confirmer le mot de passe/).fill('secret12');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Signed in: home, with the cart button only signed-in users have.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Panier/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Compte' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Youssef Alaoui' })).toBeVisible();
});
