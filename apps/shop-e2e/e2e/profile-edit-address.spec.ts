import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6): a customer signs in, edits the profile on /profile-edit (no footer), comes
 * back to the profile with the new details, then adds an address with the collapsible form.
 */
test('edit the profile and add an address', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByLabel(/^Mot de passe/).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('link', { name: 'Modifier le profil' }).click();
  await expect(page).toHaveURL(/\/profile-edit$/);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  const firstName = page.getByRole('textbox', { name: /^Prénom/ });
  await firstName.fill('Samira');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont été enregistrées.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Samira Bennani' })).toBeVisible();

  const addresses = page.getByRole('list', { name: 'Mes adresses' });
  const before = await addresses.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('region', { name: 'Ajouter une adresse' });
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Chez Mamie');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 derb Sidi Ahmed');
  await form.getByRole('textbox', { name: 'Ville' }).fill('Fès');
  await form.getByRole('textbox', { name: 'Téléphone' }).fill('0535123456');
  await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();

  await expect(addresses.getByRole('listitem')).toHaveCount(before + 1);
  await expect(addresses).toContainText('Chez Mamie');
});
