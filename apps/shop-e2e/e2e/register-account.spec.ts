import { expect, test } from '@playwright/test';

/**
 * Journey (issues 3 and 6): a visitor creates an account from the login page and is signed in at
 * once, sees the seeded schools, then signs out and back in with the new account's e-mail.
 */
test('register a new account, be signed in, and sign in again with it', async ({ page }) => {
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

  // Signed in: home, with the cart button and its count.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Panier/ })).toBeVisible();
  // The fake backend's seeded schools, 20 to a page.
  await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article')).toHaveCount(20);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Compte' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Youssef Alaoui' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out: the cart button stays (§2), without a count.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Panier', exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Compte' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('youssef.alaoui@example.ma');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // Back where the guard stopped them: their profile.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Youssef Alaoui' })).toBeVisible();
});
