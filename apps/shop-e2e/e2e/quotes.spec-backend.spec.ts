import { expect, test } from '../../../tools/spec-backend/fixture.mts';
import { signIn, submitLogin } from './support/spec-journeys';

/**
 * Quote requests and responses against the spec-literal backend, in both readings of a write's
 * answer (`{ success: true }` only, or the created object), of a quote's level and of a quote
 * article's subject (`{ name }` or the name).
 */
test('a visitor picks supply lines and asks for a quote: login, sent once by itself, then listed', async ({
  page,
  spec,
}) => {
  await page.goto('/school/1/levels?levels=2');
  const supplies = page.getByRole('region', { name: 'Listes de fournitures' });
  await expect(supplies.getByRole('listitem')).toHaveCount(4);
  // The list's quantities are the proposal: one article is left out, another doubled.
  await supplies.getByRole('button', { name: 'Diminuer la quantité de Livre de lecture CE1 – Français' }).click();
  await supplies
    .getByRole('button', { name: 'Augmenter la quantité de Manuel de mathématiques CE1 – Mathématiques' })
    .click();
  await expect(supplies.getByRole('spinbutton', { name: 'Quantité de Livre de lecture CE1 – Français' })).toHaveValue(
    '0',
  );
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();

  // A visitor signs in; back on the same page, the request is sent by itself.
  await submitLogin(page);
  const popup = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/school\/1\/levels\?levels=2$/);
  await popup.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Devis' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await page.getByRole('tab', { name: 'Demandes' }).click();
  const waiting = page.getByRole('list', { name: 'Demandes' }).getByRole('article');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('École Atlas');
  await expect(waiting).toContainText('CE1');
  await expect(waiting).toContainText('En attente');

  // Sent once, with the lines as chosen (what the UI cannot show).
  const sent = spec.state.demandes.filter((d) => d.id !== 201);
  expect(sent).toHaveLength(1);
  const line = (articleId: number) =>
    spec.state.supplyLines.find((l) => l.school_id === 1 && l.level_id === 2 && l.article_id === articleId)?.id;
  expect(sent[0]?.schools_levels).toEqual([[1, 2]]);
  expect(sent[0]?.lines).toEqual([
    [line(1), 4],
    [line(2), 3],
    [line(4), 2],
  ]);
});

test("a customer opens a request's quote and puts it in the cart", async ({ page, spec }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Devis' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  const received = page.getByRole('list', { name: 'Reçus' }).getByRole('article');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('1 devis reçu');
  await received.getByRole('link', { name: /^Voir le détail/ }).click();

  await expect(page).toHaveURL(/\/quotes\/201$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Devis reçus' })).toBeVisible();
  const quote = page.getByRole('article').filter({ hasText: 'Librairie Al Maarifa' });
  await expect(quote).toContainText('Devis n° 301 · CE1');
  await expect(quote).toContainText(/113\sDhs/);
  await quote.getByRole('link', { name: 'Voir le devis de Librairie Al Maarifa' }).click();

  await expect(page).toHaveURL(/\/responses\/301$/);
  const articles = page.getByRole('region', { name: 'Articles du devis' }).getByRole('listitem');
  await expect(articles).toHaveCount(2);
  await expect(articles.first()).toContainText('Cahier 96 pages grands carreaux');
  await expect(articles.first()).toContainText('Oxford');
  await expect(articles.first()).toContainText('Mathématiques');
  await expect(articles.nth(1)).toContainText('Hachette');
  await page.getByRole('button', { name: 'Voir le panier' }).click();

  await expect(page).toHaveURL(/\/shop-cart$/);
  const cart = page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article');
  await expect(cart).toHaveCount(1);
  await expect(cart).toContainText('Devis n° 301');
  await expect(cart).toContainText('Librairie Al Maarifa');
  const inCart = spec.state.orders.filter((o) => o.status === null);
  expect(inCart.map((o) => o.devis_id)).toEqual([301]);
});
