import { expect, test } from '@playwright/test';
import { FRENCH, signIn } from './support/checkout-journey';

/**
 * Journey (§4: an order can be cancelled while Pending or On the way): the demo customer opens
 * Manage Orders, finds the order that is on its way in the "En cours" tab, cancels it after the
 * confirmation, and finds it Canceled under "Annulées".
 */
test('an order on its way is cancelled, and moves to the cancelled tab', async ({ page }) => {
  await signIn(page, FRENCH);

  await page.goto('/orders');
  await page.getByRole('tab', { name: 'En cours' }).click();
  const orders = page.getByRole('list', { name: 'Mes commandes' }).getByRole('article');
  const onTheWay = orders.filter({ hasText: 'En cours de livraison' }).first();
  await expect(onTheWay).toBeVisible();
  const heading = onTheWay.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Commande n° \d+$/);
  const number = String(await heading.textContent()).replace('Commande n° ', '');

  await onTheWay.getByRole('button', { name: `Annuler la commande n° ${number}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler cette commande ?' });
  await expect(dialog).toContainText(`La commande n° ${number} sera annulée.`);
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByText(`Commande n° ${number} annulée`)).toBeVisible();

  await page.getByRole('tab', { name: 'Annulées' }).click();
  const cancelled = orders.filter({ has: page.getByRole('heading', { level: 2, name: `Commande n° ${number}` }) });
  await expect(cancelled).toContainText('Annulée');
  await expect(cancelled.getByRole('button', { name: /^Annuler la commande/ })).toHaveCount(0);
});
