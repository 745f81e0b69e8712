import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6, §4 "quote request by a visitor"): a visitor picks a school's levels and
 * submits the supply list; they are sent to the login, come back to the same page after signing
 * in, the request is sent by itself and the success popup shows. The request is then in My quotes.
 */
test('a visitor submits a quote request, signs in, and it is sent by itself', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').fill('Groupe Scolaire Ibn Sina');
  await page.getByRole('link', { name: 'Groupe Scolaire Ibn Sina' }).first().click();
  await page.getByRole('checkbox', { name: 'CE2' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/school\/2\/levels\?levels=3$/);

  const ce2 = page.getByRole('region', { name: /CE2/ });
  await ce2
    .getByRole('button', { name: /^Augmenter/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();

  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const popup = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/school\/2\/levels\?levels=3$/);
  await popup.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The new request waits for answers under Requests, beside the one the demo customer had.
  await page.goto('/quotes?tab=requests');
  await expect(page.getByRole('list', { name: 'Demandes' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toContainText('CE2');
});
