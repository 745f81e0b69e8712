import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** Signs the demo parent in and opens "Mes enfants". */
async function openMyChildren(page: Page) {
  await page.goto('/connexion');
  await signIn(page, 'parent', 'parent123');
  await expect(page).toHaveURL(/\/parent$/);
  await page.goto('/parent/enfants');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes enfants' })).toBeVisible();
}

/** Registers a child from "Mes enfants" and answers the credentials card. */
async function registerChild(page: Page, child: { first: string; last: string; password: string }) {
  await page.getByRole('link', { name: 'Ajouter un enfant' }).click();
  await expect(page).toHaveURL(/\/parent\/enfants\/nouveau$/);
  await page.getByLabel(/^Prénom/).fill(child.first);
  await page.getByLabel(/^Nom\b/).fill(child.last);
  await page.getByLabel(/^Date de naissance/).fill('01022018');
  await page.getByLabel(/^Garçon ou fille/).selectOption({ label: 'Fille' });
  await page.getByLabel(/^Niveau scolaire/).selectOption({ label: 'CE1' });
  await page.getByLabel(/^Mot de passe de votre enfant/).fill(child.password);
  await page.getByLabel(/^Confirmez le mot de passe/).fill(child.password);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  return page.getByRole('region', { name: `Le compte de ${child.first} ${child.last} est créé` });
}

test('a parent registers a child, sees the credentials once, and the child signs in to the student space', async ({
  page,
}) => {
  const child = { first: 'Ghita', last: 'Alaoui', password: 'ghita2018' };
  await openMyChildren(page);

  const card = await registerChild(page, child);

  await expect(card.getByText('Notez ces identifiants : ils ne seront plus affichés')).toBeVisible();
  // The value itself (its dd also holds the copy button).
  const username = (await card.getByRole('definition').first().locator('bdi').innerText()).trim();
  expect(username).toMatch(/^ghita\.alaoui/);
  await expect(card.getByText(child.password, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: "J'ai noté les identifiants" }).click();

  // Back on the list: the new child, not linked to a school; the credentials are gone for good.
  await expect(page).toHaveURL(/\/parent\/enfants$/);
  const list = page.getByRole('list', { name: 'Mes enfants' });
  const row = list.getByRole('listitem').filter({ hasText: 'Ghita Alaoui' });
  await expect(row.getByText('Pas encore relié à une école')).toBeVisible();
  await page.goBack();
  await expect(page.getByText(child.password, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, username, child.password);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Ghita !' })).toBeVisible();
});

test('a parent links a child to a school with a Code Massar: an invalid code is refused, the valid one links', async ({
  page,
}) => {
  // A child just registered is not linked to a school yet (both demo children are).
  await openMyChildren(page);
  const card = await registerChild(page, { first: 'Yasmine', last: 'Alaoui', password: 'yasmine2018' });
  await card.getByRole('button', { name: "J'ai noté les identifiants" }).click();
  const list = page.getByRole('list', { name: 'Mes enfants' });
  const newChild = list.getByRole('listitem').filter({ hasText: 'Pas encore relié à une école' });
  await expect(newChild).toContainText('Yasmine Alaoui');
  await newChild.getByRole('link', { name: /^Modifier le compte de / }).click();
  await expect(page).toHaveURL(/\/parent\/enfants\/\d+\/modifier$/);

  const school = page.getByRole('region', { name: 'Son école' });
  const code = school.getByLabel(/^Code Massar/);
  await code.fill('X000000000');
  await school.getByRole('button', { name: "Relier à l'école" }).click();
  // 'This Code Massar is invalid' (§8), in French.
  await expect(school.getByRole('alert')).toHaveText("Ce code Massar n'est pas valide");

  await code.fill('D130054321');
  await school.getByRole('button', { name: "Relier à l'école" }).click();
  await expect(school.getByText(/ est relié à son école$/)).toBeVisible();
  await expect(school.getByText(/^Groupe Scolaire Al Khawarizmi, classe /)).toBeVisible();

  await page.getByRole('link', { name: 'Retour à mes enfants' }).click();
  await expect(list.getByText(/^Groupe Scolaire Al Khawarizmi, classe /)).toHaveCount(3);
});

test("another family's child cannot be opened: an error, not the data", async ({ page }) => {
  await openMyChildren(page);

  await page.goto('/parent/enfants/100/modifier');

  await expect(page.getByText("Cet enfant n'est pas dans votre liste")).toBeVisible();
  await expect(page.getByLabel(/^Prénom/)).toHaveCount(0);
});

test("the expire account's sign-in error leads to how to renew the subscription", async ({ page }) => {
  await page.goto('/connexion');
  await signIn(page, 'expire', 'expire123');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Votre abonnement a expiré');
  await alert.getByRole('link', { name: 'Comment renouveler mon abonnement ?' }).click();

  await expect(page).toHaveURL(/\/abonnement$/);
  await expect(page.getByRole('heading', { name: 'Comment renouveler mon abonnement ?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
