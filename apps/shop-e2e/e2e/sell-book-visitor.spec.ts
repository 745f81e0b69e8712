import { expect, test } from '@playwright/test';

/** A small valid PNG (1×1), made in the test so the journey needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Journey (issue 6, §4 "listing form": a visitor's listing is stored as occasion_temp, sent after
 * login, and the user lands on /occasion): a visitor fills the form with two pictures, presses
 * Valid, signs in, and finds the book in /occasion and in /my-books.
 */
test('a visitor sells a book with two pictures → login → sent → listed in /occasion and /my-books', async ({
  page,
}) => {
  const title = 'Cahier de vacances CM2 (test)';

  await page.goto('/occasion');
  await page.getByRole('link', { name: 'Vendre un livre' }).click();
  await expect(page).toHaveURL(/\/create-occasion$/);

  await page.locator('input[type="file"]').setInputFiles([
    { name: 'couverture.png', mimeType: 'image/png', buffer: PNG },
    { name: 'dos.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('img', { name: /^Photo \d du livre$/ })).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Titre du livre' }).fill(title);
  await page.getByRole('textbox', { name: 'Auteur' }).fill('Collectif');
  const condition = page.getByRole('radiogroup', { name: 'État' });
  await condition.getByText('Moyen', { exact: true }).click();
  await expect(condition.getByRole('radio', { name: 'Moyen' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('25');
  await page.getByRole('textbox', { name: "Date d'édition" }).fill('01092021');
  await page.getByRole('button', { name: 'Valider' }).click();

  // A visitor is asked to sign in; the listing is sent right after, then the shop shows /occasion.
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill('client');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/occasion$/);

  // Newest first: the new book heads the list.
  const books = page.getByRole('list', { name: 'Livres en vente' });
  await expect(books.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Mes livres' }).click();
  await expect(page).toHaveURL(/\/my-books$/);
  const mine = page.getByRole('list', { name: 'Mes livres en vente' });
  await expect(mine.getByRole('article')).toHaveCount(4);
  await mine.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afficher la photo 2' })).toBeVisible();
});
