import { expect, test } from '../../../tools/spec-backend/fixture.mts';
import { signIn } from './support/spec-journeys';

// This spec tests the app's own service worker (/sw.js), blocked in the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 19, offline reading (production build against the spec-literal backend): the customer's cart
 * and orders, read once online, are still there after a reload with the network gone, under the
 * offline notice; the app itself starts from the worker's precache. A write asked offline is refused
 * with its reason, and nothing reaches the backend.
 */
test('the cart and the orders read online are shown again offline after a reload; a write offline is refused', async ({
  page,
  context,
  spec,
}) => {
  await signIn(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('atlas');
  await page.getByRole('list', { name: 'Écoles' }).getByRole('link', { name: 'École Atlas' }).click();
  await page.getByRole('checkbox', { name: 'CE1' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('button', { name: 'Voir le détail de Pack Essentiel CE1' }).click();
  await page
    .getByRole('dialog', { name: 'Pack Essentiel CE1' })
    .getByRole('button', { name: 'Ajouter au panier' })
    .click();
  await expect(page).toHaveURL(/\/shop-cart$/);
  const cart = page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article');
  await expect(cart).toContainText('Cahier 96 pages grands carreaux');

  await page.goto('/orders');
  const orders = page.getByRole('list', { name: 'Mes commandes' });
  await expect(orders.getByRole('heading', { level: 2, name: 'Commande n° 101' })).toBeVisible();

  const offlineNotice = page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' });
  await expect(offlineNotice).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineNotice).toBeVisible();
  await page.reload();
  await expect(offlineNotice).toBeVisible();
  await expect(orders.getByRole('heading', { level: 2, name: 'Commande n° 101' })).toBeVisible();

  await page.goto('/shop-cart');
  await expect(cart).toContainText('Cahier 96 pages grands carreaux');
  await expect(offlineNotice).toBeVisible();

  // A write offline is refused at once, with the reason; nothing reaches the backend.
  await cart.getByRole('button', { name: /^Retirer la commande de/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Retirer cette commande du panier ?' });
  await dialog.getByRole('button', { name: 'Retirer', exact: true }).click();
  await expect(dialog).toContainText(
    "La commande n'a pas pu être retirée. Réessayez. Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois la connexion revenue.",
  );
  expect(spec.state.orders.filter((o) => o.status === null)).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();

  await context.setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
});
