import { expect, test } from '../../../tools/spec-backend/fixture.mts';
import { signIn } from './support/spec-journeys';

/** A small valid PNG (1×1), made in the test so the journey needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Second-hand books against the spec-literal backend, in both readings of a book's level and
 * subject (`{ name }` or the name) and of a write's answer (`{ success: true }` only, or the created
 * listing in an envelope).
 */
test('a customer lists a book with a photo, then finds it in /occasion and /my-books', async ({ page, spec }) => {
  // The storage host the upload answers with serves the picture back.
  await page.route('https://stockage.exemple.ma/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await signIn(page);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Occasion' }).click();
  await page.getByRole('link', { name: 'Vendre un livre' }).click();
  await expect(page).toHaveURL(/\/create-occasion$/);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Photo 1 du livre' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre du livre' }).fill('La Boîte à merveilles');
  await page.getByRole('textbox', { name: 'Auteur' }).fill('Ahmed Sefrioui');
  await page.getByRole('combobox', { name: 'Niveau' }).selectOption({ label: '1re année collège' });
  await page.getByRole('combobox', { name: 'Matière' }).selectOption({ label: 'Français' });
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('35');
  await page.getByRole('textbox', { name: "Prix d'origine" }).fill('70');
  await page.getByRole('textbox', { name: 'Description' }).fill('Couverture intacte.');
  await page.getByRole('button', { name: 'Valider' }).click();

  await expect(page).toHaveURL(/\/occasion$/);
  await expect(page.getByText('Votre livre est en vente')).toBeVisible();
  const books = page.getByRole('list', { name: 'Livres en vente' });
  await expect(books.getByRole('link', { name: 'La Boîte à merveilles' })).toBeVisible();
  await expect(books.getByRole('article')).toHaveCount(3);

  await page.getByRole('link', { name: 'Mes livres' }).click();
  await expect(page).toHaveURL(/\/my-books$/);
  const mine = page.getByRole('list', { name: 'Mes livres en vente' }).getByRole('article');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('La Boîte à merveilles');
  await expect(mine).toContainText('1re année collège');
  await mine.getByRole('link', { name: 'La Boîte à merveilles' }).click();
  await expect(page).toHaveURL(/\/occasion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'La Boîte à merveilles' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'La Boîte à merveilles, photo 1 sur 1' })).toBeVisible();

  // The upload went through the real file input as multipart, and the listing names its picture.
  const upload = spec.seen.find((r) => r.path === '/api/assets_storage');
  expect(upload?.body).toMatchObject({
    file: { type: 'image/png', name: expect.stringMatching(/^\d+.*couverture\.png$/) },
  });
  expect(spec.state.uploads).toHaveLength(1);
  const listed = spec.state.occasions.find((o) => o.name === 'La Boîte à merveilles');
  expect(listed).toMatchObject({ user_id: 1, level_id: 7, subject_id: 2, price: 35, original_price: 70 });
  expect(listed?.image_url).toEqual(spec.state.uploads);
});

test("a visitor opens a book's page directly and contacts its seller", async ({ page, spec }) => {
  // No get_occasion in the spec: the backend refuses it, the page finds the book in the list.
  await page.goto('/occasion/402');
  await expect(page.getByRole('heading', { level: 1, name: 'Manuel de mathématiques CE2' })).toBeVisible();
  await expect(page.getByText('de Collectif')).toBeVisible();
  await expect(page.getByText('CE2', { exact: true })).toBeVisible();
  await expect(page.getByText('Mathématiques', { exact: true })).toBeVisible();
  expect(spec.seen.some((r) => r.query['action'] === 'get_occasion')).toBe(true);
  expect(spec.seen.some((r) => r.query['action'] === 'get_all_occasions')).toBe(true);

  await page.getByRole('button', { name: 'Contacter le vendeur' }).click();
  const popup = page.getByRole('dialog', { name: 'Contacter le vendeur' });
  const seller = spec.state.users.find((u) => u.username === 'vendeur');
  await expect(popup.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', `tel:${seller?.phone_number}`);
  await expect(popup.getByRole('link', { name: 'Discuter sur WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/${seller?.phone_number.replace('+', '')}`,
  );
});
