import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6, §2: /occasion → /occasion/{id} → seller contact popup with phone or chat link):
 * a visitor opens the second-hand books, searches a title, opens a book and contacts its seller.
 */
test('occasion list → detail → seller contact popup', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Occasion' }).click();
  await expect(page).toHaveURL(/\/occasion$/);
  await expect(page.getByRole('link', { name: 'Vendre un livre' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mes livres' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher un livre' }).fill('Boîte à merveilles');
  await expect(page).toHaveURL(/\?q=Bo/);
  const books = page.getByRole('list', { name: 'Livres en vente' });
  await books.getByRole('link', { name: 'La Boîte à merveilles' }).first().click();

  await expect(page).toHaveURL(/\/occasion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'La Boîte à merveilles' })).toBeVisible();
  await expect(page.getByText('de Ahmed Sefrioui')).toBeVisible();

  await page.getByRole('button', { name: 'Contacter le vendeur' }).click();
  const popup = page.getByRole('dialog', { name: 'Contacter le vendeur' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:\+212\d{9}$/);
  await expect(popup.getByRole('link', { name: 'Discuter sur WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/212[67]\d{8}$/,
  );

  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toBeHidden();
});
