import { expect, test, type Page } from '@playwright/test';

/**
 * Journey (issue 17, "Done when" 2): a visitor does not find a school and asks for it (signing in
 * as a customer on the way) → the admin opens the schools to review from the dashboard, completes
 * the school and activates it → signed out, a visitor finds it in the schools list. One page: the
 * demo backend keeps its state in this browser's localStorage.
 */

const SCHOOL = 'École Les Amandiers Taroudant';

async function signInAs(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a visitor asks for an unlisted school → the admin activates it → everyone finds it', async ({ page }) => {
  await test.step('a visitor asks for the school and signs in as a customer: the request is sent', async () => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill(SCHOOL);
    await expect(page.getByRole('heading', { name: 'Aucune école trouvée' })).toBeVisible();
    const form = page.getByRole('form', { name: "Demander l'ajout d'une école" });
    await expect(form.getByRole('textbox', { name: /Nom de l'école/ })).toHaveValue(SCHOOL);
    await form.getByRole('textbox', { name: 'Ville' }).fill('Taroudant');
    await form.getByRole('combobox', { name: 'Niveau' }).selectOption({ label: 'CE2' });
    await form.locator('input[type="file"]').setInputFiles({
      name: 'liste-amandiers.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 liste de fournitures'),
    });
    await expect(form.getByText('Fichier joint : liste-amandiers.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();

    await signInAs(page, 'client', 'client123');
    const popup = page.getByRole('dialog', { name: 'Demande envoyée' });
    await expect(popup).toContainText("Votre demande d'ajout d'école a bien été envoyée.");
    await popup.getByRole('button', { name: "Retour à l'accueil" }).click();
  });

  await test.step('the customer signs out', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the admin opens the schools to review from the dashboard', async () => {
    await page.goto('/connexion');
    await signInAs(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const figures = page.getByRole('list', { name: 'Chiffres clés' });
    await figures.getByRole('link', { name: /Écoles à examiner$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Écoles à examiner' })).toBeVisible();
    await page.getByRole('link', { name: `Examiner la demande ${SCHOOL}` }).click();
  });

  await test.step('the admin completes the school and activates it', async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Demande : ${SCHOOL}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Ville/ })).toHaveValue('Taroudant');
    await expect(page.getByRole('checkbox', { name: 'CE2' })).toBeChecked();
    await page.getByRole('textbox', { name: /Adresse/ }).fill('4, avenue des Amandiers');
    await page.getByRole('textbox', { name: /Téléphone/ }).fill('0528 85 12 34');
    await page.getByRole('checkbox', { name: 'CM1' }).check();
    await page.getByRole('button', { name: 'Activer' }).click();

    await expect(page).toHaveURL(/\/admin\/ecoles-demandees$/);
    await expect(page.getByRole('status').filter({ hasText: `« ${SCHOOL} » est activée` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Examiner la demande ${SCHOOL}` })).toHaveCount(0);
  });

  await test.step('signed out, a visitor finds the school in the schools list', async () => {
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('Amandiers');
    await page.getByRole('link', { name: SCHOOL }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
    await expect(page.getByText('Taroudant').first()).toBeVisible();
  });
});
