import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6, §4): a visitor does not find the school, fills the unlisted-school form with
 * its supply list, is sent to sign in; right after signing in the request is sent and the
 * success popup says so; its button goes home.
 */
test('a visitor requests an unlisted school, signs in, and the request is sent', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('École des Oliviers Tafraout');

  await expect(page.getByRole('heading', { name: 'Aucune école trouvée' })).toBeVisible();
  const form = page.getByRole('form', { name: "Demander l'ajout d'une école" });
  await expect(form.getByRole('textbox', { name: /Nom de l'école/ })).toHaveValue('École des Oliviers Tafraout');
  await form.getByRole('textbox', { name: 'Ville' }).fill('Tafraout');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'liste-fournitures.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 liste de fournitures'),
  });
  await expect(form.getByText('Fichier joint : liste-fournitures.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();

  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByLabel(/^Mot de passe/).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const popup = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(popup).toContainText("Votre demande d'ajout d'école a bien été envoyée.");
  await popup.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
});
