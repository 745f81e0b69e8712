import { expect, test, type Page } from '@playwright/test';

/**
 * Journey (issue 17, "Done when" 3): the admin creates a pack for a school level (articles from
 * the catalogue, brand, price, quantity) and renames it → a customer sees it on that school's levels page and
 * adds it to the cart, which shows it. One page: the demo backend keeps its state in this
 * browser's localStorage.
 */

const PACK = 'Pack Admin CE1';
const EDITED = 'Pack Admin CE1 révisé';

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/connexion');
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function addArticle(page: Page, search: string, name: RegExp) {
  await page.getByRole('searchbox', { name: 'Ajouter des articles du catalogue' }).fill(search);
  await page.getByRole('button', { name }).click();
}

test('the admin creates and edits a pack for a school level → a customer adds it to the cart', async ({ page }) => {
  await test.step('the admin picks the school and the level', async () => {
    await signInAs(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Packs' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('Khawarizmi');
    await page.getByRole('button', { name: 'Choisir Groupe Scolaire Al Khawarizmi, Casablanca' }).click();
    await page.getByRole('combobox', { name: "Niveau de l'école" }).selectOption({ label: 'CE1' });
    await expect(page.getByRole('table', { name: 'Packs du niveau' })).toBeVisible();
  });

  await test.step('the admin builds the pack from the catalogue and saves it', async () => {
    await page.getByRole('button', { name: 'Nouveau pack' }).click();
    await page.getByRole('textbox', { name: /Nom du pack/ }).fill(PACK);
    await addArticle(page, 'Cahier 48', /^Ajouter Cahier 48 pages/);
    const notebook = page.getByRole('region', { name: /^Cahier 48 pages/ });
    await notebook.getByRole('combobox', { name: 'Marque' }).selectOption('Clairefontaine');
    await expect(notebook.getByRole('textbox', { name: /Prix unitaire/ })).toHaveValue('9');
    await notebook.getByRole('textbox', { name: /Quantité/ }).fill('4');
    await addArticle(page, 'Cahier 96 pages grands', /^Ajouter Cahier 96 pages grands/);
    await expect(page.getByRole('list', { name: 'Articles du pack' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Enregistrer le pack' }).click();

    await expect(page.getByText(`Le pack « ${PACK} » est enregistré`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Packs du niveau' }).getByText(PACK)).toBeVisible();
  });

  await test.step('the admin edits the pack: a new name', async () => {
    await page.getByRole('button', { name: `Modifier ${PACK}` }).click();
    const form = page.getByRole('region', { name: `Modifier « ${PACK} »` });
    await expect(form.getByRole('list', { name: 'Articles du pack' }).getByRole('listitem')).toHaveCount(2);
    await form.getByRole('textbox', { name: /Nom du pack/ }).fill(EDITED);
    await form.getByRole('button', { name: 'Enregistrer le pack' }).click();

    await expect(page.getByText(`Le pack « ${EDITED} » est enregistré`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Packs du niveau' }).getByText(EDITED)).toBeVisible();
  });

  await test.step('signed out, a customer signs in and opens the school level', async () => {
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInAs(page, 'client', 'client123');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/school/1/levels?levels=2');
    await expect(page.getByRole('heading', { name: 'Packs' })).toBeVisible();
  });

  await test.step('the customer sees the pack and adds it to the cart', async () => {
    const details = page.getByRole('button', { name: `Voir le détail de ${EDITED}` });
    const viewAll = page.getByRole('button', { name: 'Voir tous les packs' });
    // §9: only the first pack shows until View all packs (the level has two now: the seed's and this one).
    await viewAll.click();
    await details.click();
    const pack = page.getByRole('dialog', { name: EDITED });
    await expect(pack.getByText('Total du pack')).toBeVisible();
    await expect(pack.getByText('Clairefontaine')).toBeVisible();
    await pack.getByRole('button', { name: 'Ajouter au panier' }).click();

    await expect(page).toHaveURL(/\/shop-cart$/);
    const orders = page.getByRole('list', { name: 'Commandes du panier' });
    await expect(orders.getByRole('article').filter({ hasText: 'Cahier 48 pages' }).first()).toBeVisible();
    await expect(orders.getByRole('article')).toHaveCount(3);
  });
});
