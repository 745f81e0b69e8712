import { expect, test } from '../../../tools/spec-backend/fixture.mts';
import { signIn } from './support/spec-journeys';

/**
 * Rating a delivered order against the spec-literal backend, in both readings of the login answer
 * and of a write's answer (`{ success: true }` only, or the rated order in an envelope).
 */
test('a customer rates the delivered order 4 stars; the rating is still there after a reload', async ({
  page,
  spec,
}) => {
  await signIn(page);
  // The account page shows who signed in, whichever shape the login answer had.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Compte' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Salma Bennani', { exact: true })).toBeVisible();
  await expect(page.getByText('client@exemple.ma').first()).toBeVisible();
  await page.getByRole('link', { name: 'Gérer mes commandes' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page
    .getByRole('list', { name: 'Mes commandes' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Commande n° 101' }) });
  await expect(order).toContainText('Livrée');
  await expect(order).toContainText('Librairie Al Maarifa');
  await expect(order.getByRole('button', { name: /^Annuler la commande/ })).toHaveCount(0);

  const stars = order.getByRole('group', { name: 'Noter la commande n° 101' });
  // The stars are a radio group whose inputs are visually hidden: rated from the keyboard.
  await stars.getByRole('radio', { name: '4 étoiles' }).focus();
  await page.keyboard.press('Space');

  await expect(page.getByText('Merci pour votre note !')).toBeVisible();
  await expect(order.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await expect(stars).toHaveCount(0);
  expect(spec.state.orders.find((o) => o.id === 101)?.rate).toBe(4);

  await page.reload();
  await expect(order.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Noter la commande/ })).toHaveCount(0);
});
