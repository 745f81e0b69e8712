import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6, §4 "request tabs"; §2 quotes → responses → cart): the customer's requests are
 * split between Received (answered) and Requests (waiting); a request's quote is opened, its
 * quantities changed, and See cart puts it in the cart, which shows it.
 */
test('quotes tabs show the right requests, and a quote goes to the cart', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Devis' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  const received = page.getByRole('list', { name: 'Reçus' }).getByRole('article');
  await expect(received).toHaveCount(2);
  for (const card of await received.all()) await expect(card).toContainText(/devis reçus?/);

  await page.getByRole('tab', { name: 'Demandes' }).click();
  const requests = page.getByRole('list', { name: 'Demandes' }).getByRole('article');
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('En attente');
  await expect(requests.first()).toContainText('Groupe Scolaire Ibn Sina');

  await page.getByRole('tab', { name: 'Reçus' }).click();
  const answeredOnce = received.filter({ hasText: '1 devis reçu' });
  await answeredOnce.getByRole('link', { name: /^Voir le détail/ }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Devis reçus' })).toBeVisible();

  await page
    .getByRole('link', { name: /^Voir le devis de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/responses\/\d+$/);
  const quoteId = page.url().match(/\/responses\/(\d+)$/)?.[1];
  const subtotal = page.getByText('Sous-total').locator('..');
  const before = await subtotal.textContent();
  await page
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Augmenter/ })
    .click();
  await expect(subtotal).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Voir le panier' }).click();

  await expect(page).toHaveURL(/\/shop-cart$/);
  const orders = page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article');
  await expect(orders).toHaveCount(3);
  await expect(orders.filter({ hasText: `Devis n° ${quoteId}` })).toHaveCount(1);
});
