import { expect, test } from '../../../tools/spec-backend/fixture.mts';
import { signIn } from './support/spec-journeys';

/**
 * School → pack → cart → checkout → orders against the spec-literal backend, in both readings of
 * the login answer, of a cart order's status (absent or null) and of a write's answer (`{ success:
 * true }` only, or the created order in an envelope).
 */
test('a customer puts a pack in the cart, checks out with cash and finds the order Pending', async ({ page, spec }) => {
  await signIn(page);

  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('atlas');
  await page.getByRole('list', { name: 'Écoles' }).getByRole('link', { name: 'École Atlas' }).click();
  await page.getByRole('checkbox', { name: 'CE1' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/school\/1\/levels\?levels=2$/);

  await page.getByRole('button', { name: 'Voir le détail de Pack Essentiel CE1' }).click();
  const pack = page.getByRole('dialog', { name: 'Pack Essentiel CE1' });
  await expect(pack.getByRole('listitem')).toHaveCount(3);
  await pack.getByRole('button', { name: 'Ajouter au panier' }).click();

  // The cart holds the pack as its one order (its status absent or null: a cart order).
  await expect(page).toHaveURL(/\/shop-cart$/);
  const cart = page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article');
  await expect(cart).toHaveCount(1);
  await expect(cart).toContainText('Cahier 96 pages grands carreaux');
  const [order] = spec.state.orders.filter((o) => o.status === null);
  expect(order?.lines.map((l) => [l.article_id, l.brand, l.price, l.quantity])).toEqual([
    [1, 'Oxford', 12.5, 4],
    [3, 'BIC', 3, 2],
    [6, 'Maped', 25, 1],
  ]);
  await page.getByRole('button', { name: 'Passer la commande' }).click();

  await expect(page).toHaveURL(new RegExp(`/address-payments\\?orders=${order?.id}`));
  await expect(
    page.getByRole('radiogroup', { name: 'Mode de paiement' }).getByRole('radio', { name: 'Paiement à la livraison' }),
  ).toBeChecked();
  const addresses = page.getByRole('radiogroup', { name: "Choisissez l'adresse de livraison" });
  await expect(addresses.getByRole('radio')).toHaveCount(1);
  const goOn = page.getByRole('button', { name: 'Continuer' });
  await expect(goOn).toBeDisabled();
  // A new address is saved and chosen; the customer then goes back to the seeded one.
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bureau');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12, Avenue Hassan II');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Fès');
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(addresses.getByRole('radio', { name: /Bureau/ })).toBeChecked();
  await expect(addresses.getByRole('radio')).toHaveCount(2);
  await addresses.getByText('5 rue Ibn Khaldoun').click();
  await expect(addresses.getByRole('radio', { name: /Maison/ })).toBeChecked();
  await goOn.click();

  await expect(page).toHaveURL(new RegExp(`/shop-cart-confirm/1\\?orders=${order?.id}`));
  await expect(page.getByText('5 rue Ibn Khaldoun')).toBeVisible();
  const summary = page.getByLabel('Récapitulatif', { exact: true });
  const amount = (label: string) =>
    summary.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(amount('Sous-total')).toHaveText(/^81\sDhs$/);
  await expect(amount('Frais de livraison')).toHaveText(/^0\sDhs$/);
  await expect(amount('Total')).toHaveText(/^81\sDhs$/);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-placed\\?orders=${order?.id}&address=1$`));
  await expect(page.getByText('Commande confirmée')).toBeVisible();
  await expect(page.getByRole('region', { name: `Commande n° ${order?.id}` })).toContainText('En attente');
  await page.getByRole('link', { name: 'Voir mes commandes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  const placed = page
    .getByRole('list', { name: 'Mes commandes' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: `Commande n° ${order?.id}` }) });
  await expect(placed).toContainText('En attente');
  // What the UI cannot show: the checkout's payload (§4: status 0 with the address; cash is 2, §9).
  const checkout = spec.seen.find((r) => (r.body as { action?: string } | undefined)?.action === 'change_status');
  expect(checkout?.body).toEqual({
    action: 'change_status',
    orders: [order?.id],
    address: 1,
    status: 0,
    payment_mode: 2,
  });
  // The cart is empty again.
  await page.getByRole('banner').getByRole('button', { name: 'Panier' }).click();
  await expect(page).toHaveURL(/\/shop-cart$/);
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
});
