import { expect, test, type Page } from '@playwright/test';

/** A small valid PNG (1×1), made in the test so the journey needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAs(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOutFromProfile(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Journey (issue 6, §4 "listing form", and issue 17, moderation): a visitor fills the form with two
 * pictures, presses Valid and signs in; the listing is sent and the user lands on /occasion, told it
 * waits for review: it is in /my-books as waiting, not in /occasion. The admin publishes it on
 * /admin/occasions (and refuses another listing of the same customer with a reason); signed out,
 * everyone finds the book in /occasion, and the customer reads the refusal's reason in /my-books.
 * One page: the demo backend keeps its state in this browser's localStorage.
 */
test('a visitor sells a book → login → waits for review → the admin publishes it → listed for everyone', async ({
  page,
}) => {
  const title = 'Cahier de vacances CM2 (test)';
  const refusedTitle = 'Il était une fois un vieux couple heureux';

  await test.step('a visitor fills the listing with two pictures and signs in: it is sent', async () => {
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
    await signInAs(page, 'client', 'client123');
    await expect(page).toHaveURL(/\/occasion$/);
    await expect(page.getByText(/Votre annonce est envoyée : elle apparaîtra/)).toBeVisible();
  });

  await test.step('the book waits for review: in /my-books, not in /occasion', async () => {
    const books = page.getByRole('list', { name: 'Livres en vente' });
    await expect(books.getByRole('article').first()).toBeVisible();
    await expect(books.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('link', { name: 'Mes livres' }).click();
    await expect(page).toHaveURL(/\/my-books$/);
    const mine = page.getByRole('list', { name: 'Mes livres en vente' });
    await expect(mine.getByRole('article')).toHaveCount(6);
    await expect(mine.getByRole('article').filter({ hasText: title })).toContainText('En attente de validation');
    await mine.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Cette annonce n'est pas encore publique/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afficher la photo 2' })).toBeVisible();
    await signOutFromProfile(page);
  });

  await test.step('the admin publishes it from the dashboard, and refuses another listing with a reason', async () => {
    await page.goto('/connexion');
    await signInAs(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page
      .getByRole('list', { name: 'Chiffres clés' })
      .getByRole('link', { name: /Annonces à examiner$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/occasions$/);
    await expect(page.getByRole('tab', { name: 'À examiner' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: `Publier « ${title} »` }).click();
    await expect(page.getByText(`« ${title} » est publiée`)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await page.getByRole('button', { name: `Refuser « ${refusedTitle} »` }).click();
    const dialog = page.getByRole('dialog', { name: `Refuser « ${refusedTitle} » ?` });
    await dialog.getByRole('button', { name: "Refuser l'annonce" }).click();
    await expect(dialog.getByText('Motif requis')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Motif du refus/ }).fill('Titre incomplet : indiquez le tome.');
    await dialog.getByRole('button', { name: "Refuser l'annonce" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('tab', { name: 'Publiées' }).click();
    await expect(page).toHaveURL(/statut=Active/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('everyone finds the book in /occasion', async () => {
    await page.goto('/occasion');
    await expect(page.getByRole('list', { name: 'Livres en vente' }).getByRole('link', { name: title })).toBeVisible();
  });

  await test.step('the seller reads the refusal and its reason in /my-books', async () => {
    await page.goto('/connexion');
    await signInAs(page, 'client', 'client123');
    await expect(page).not.toHaveURL(/\/connexion$/);
    await page.goto('/my-books');
    const mine = page.getByRole('list', { name: 'Mes livres en vente' });
    await expect(mine.getByRole('article').filter({ hasText: title })).toContainText('Publiée');
    const refused = mine.getByRole('listitem').filter({ hasText: refusedTitle });
    await expect(refused).toContainText('Refusée');
    await expect(refused).toContainText('Motif du refus : Titre incomplet : indiquez le tome.');
  });
});
