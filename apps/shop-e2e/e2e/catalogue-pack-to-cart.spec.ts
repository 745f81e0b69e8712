import { expect, test, type Page } from '@playwright/test';

/**
 * Journey (issue 6, S2): a customer goes from the schools screen to a school, picks a level,
 * opens a pack and adds it to the cart; the cart shows the new order. A visitor is asked to sign
 * in on the way, comes back to the same pack and the add goes on by itself (issue 18: no second
 * tap), once: Back does not add it again. (The checkout that follows is the checkout journey.)
 */

async function openSchool(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/school\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function signIn(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('school → levels → pack → Add to cart → the cart shows the new order', async ({ page }) => {
  await openSchool(page, 'Groupe Scolaire Al Khawarizmi');

  await page.getByRole('checkbox', { name: '1ère année collège' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/school\/1\/levels\?levels=7$/);

  await page.getByRole('button', { name: 'Voir le détail de Pack Essentiel 1ère année collège' }).click();
  const pack = page.getByRole('dialog', { name: 'Pack Essentiel 1ère année collège' });
  await expect(pack.getByText('Total du pack')).toBeVisible();
  const firstArticle = await pack.getByRole('listitem').first().getByRole('heading').innerText();
  await pack.getByRole('button', { name: 'Ajouter au panier' }).click();

  // A visitor signs in first, then comes back to the same pack, and the add resumes by itself:
  // the demo customer's cart already holds this pack, so the question comes, then one order of both.
  await signIn(page, 'client', 'client123');
  const question = page.getByRole('alertdialog', { name: 'Déjà dans le panier' });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/school\/1\/levels\?levels=7&pack=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Pack Essentiel 1ère année collège' })).toBeVisible();
  await question.getByRole('button', { name: 'En ajouter un de plus' }).click();

  await expect(page).toHaveURL(/\/shop-cart$/, { timeout: 15_000 });
  const orders = page.getByRole('list', { name: 'Commandes du panier' });
  await expect(orders.getByRole('article')).toHaveCount(2);
  await expect(orders.getByRole('article').filter({ hasText: firstArticle }).first()).toBeVisible();

  // Back: the pack again, not added again (no question).
  await page.goBack();
  await expect(page).toHaveURL(/\/school\/1\/levels\?levels=7&pack=\d+$/);
  await expect(
    page.getByRole('dialog', { name: 'Pack Essentiel 1ère année collège' }).getByText('Total du pack'),
  ).toBeVisible();
  await expect(question).toBeHidden();
  await expect(page).not.toHaveURL(/add=/);
});
