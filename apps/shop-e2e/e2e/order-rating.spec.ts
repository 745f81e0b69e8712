import { expect, test } from '@playwright/test';
import { FRENCH, signIn } from './support/checkout-journey';

/**
 * Journey (issue 6, §4: only Delivered orders are rated, 1 to 5 stars): the demo customer opens
 * Manage Orders, picks the Delivered tab, rates the delivered order that has no rating yet with 4
 * stars; the stars become read-only and show the rating.
 */
test('a Delivered order is rated with stars', async ({ page }) => {
  await signIn(page, FRENCH);

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Compte' }).click();
  await page.getByRole('link', { name: 'Gérer mes commandes' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByRole('tab', { name: 'Livrées' }).click();
  const delivered = page.getByRole('list', { name: 'Mes commandes' }).getByRole('article');
  await expect(delivered).toHaveCount(2);
  // One was rated before (read-only), the other waits for its stars.
  await expect(page.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  const toRate = page.getByRole('group', { name: /^Noter la commande n° \d+$/ });
  await expect(toRate).toHaveCount(1);
  // Cancel is never offered for a delivered order.
  await expect(page.getByRole('button', { name: /^Annuler la commande/ })).toHaveCount(0);

  // Rated from the keyboard: the stars are a radio group (the inputs themselves are visually hidden).
  await toRate.getByRole('radio', { name: '4 étoiles' }).focus();
  await page.keyboard.press('Space');

  await expect(page.getByText('Merci pour votre note !')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Note : 4 sur 5' })).toHaveCount(2);
  await expect(page.getByRole('group', { name: /^Noter la commande/ })).toHaveCount(0);
});
