import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const fixture = (name: string) => path.join(test.info().project.testDir, 'fixtures', name);

/** The first Code Massar (a letter and nine digits) in `text`, or '' if there is none. */
const massarCodeIn = (text: string | null) => /[A-Z]\d{9}/.exec(text ?? '')?.[0] ?? '';

/** Signs the demo school administrator in, then opens the students of class `className`. */
async function openStudents(page: Page, className: string) {
  await page.goto('/connexion');
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Élèves' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Élèves' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Classe' }).selectOption({ label: className });
  await expect(page.getByRole('table', { name: 'Élèves de la classe' })).toBeVisible();
}

/** From a class's list: the import page, a file chosen, its preview. */
async function previewImport(page: Page, file: string) {
  await page.getByRole('link', { name: 'Importer une classe' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer une classe' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Classe' })).toHaveText(/1AC-B/);
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible();
}

test('the administrator imports a class from a CSV file, finds a student, edits them and deletes one', async ({
  page,
}) => {
  await openStudents(page, '1AC-B');

  await previewImport(page, 'eleves-1ac-b.csv');
  await expect(page.getByRole('table', { name: 'Élèves à ajouter' }).getByRole('rowheader')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Lignes en erreur' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Importer 3 élèves' }).click();
  await expect(page.getByText('3 élèves ont été ajoutés à la classe 1AC-B.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir la classe' }).click();

  await expect(page).toHaveURL(/\/ecole\/eleves\?classe=\d+$/);
  const list = page.getByRole('table', { name: 'Élèves de la classe' });
  await page.getByRole('searchbox', { name: 'Rechercher un élève' }).fill('Zerouali');
  await expect(list.getByRole('rowheader')).toHaveCount(1);
  await expect(list.getByText('Zerouali Imane')).toBeVisible();

  await list.getByRole('button', { name: 'Modifier Zerouali Imane' }).click();
  const dialog = page.getByRole('dialog', { name: "Modifier l'élève" });
  await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Imane-Sara');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText('Zerouali Imane-Sara')).toBeVisible();

  await list.getByRole('button', { name: 'Supprimer Zerouali Imane-Sara' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cet élève ?' });
  await expect(confirm).toContainText('Zerouali Imane-Sara sera retiré(e) des élèves');
  await confirm.getByRole('button', { name: "Supprimer l'élève" }).click();
  await expect(page.getByRole('heading', { name: 'Aucun élève ne correspond à votre recherche' })).toBeVisible();
});

test('a file with a bad line: the preview says why, and only the valid students are imported', async ({ page }) => {
  await openStudents(page, '1AC-B');

  await previewImport(page, 'eleves-avec-erreur.csv');
  await expect(page.getByRole('table', { name: 'Élèves à ajouter' }).getByRole('rowheader')).toHaveCount(2);
  const errors = page.getByRole('list', { name: 'Lignes en erreur' });
  await expect(errors.getByRole('listitem')).toHaveCount(1);
  await expect(errors).toContainText('Ligne 3');
  await expect(errors).toContainText("Ce code Massar n'est pas valide");
  await page.getByRole('button', { name: 'Importer 2 élèves' }).click();
  await expect(page.getByText('2 élèves ont été ajoutés à la classe 1AC-B.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir la classe' }).click();

  const search = page.getByRole('searchbox', { name: 'Rechercher un élève' });
  await search.fill('Lahlou Ilyas');
  await expect(page.getByRole('table', { name: 'Élèves de la classe' }).getByRole('rowheader')).toHaveCount(1);
  // The refused line (its Code Massar is one digit short) was not imported.
  await search.fill('B20000012');
  await expect(page.getByRole('heading', { name: 'Aucun élève ne correspond à votre recherche' })).toBeVisible();
});

test("adding a student with a Code Massar already in the register says 'Code Massar already exist'", async ({
  page,
}) => {
  await openStudents(page, '1AC-A');
  const firstRow = page.getByRole('table', { name: 'Élèves de la classe' }).getByRole('row').nth(1);
  const taken = massarCodeIn(await firstRow.textContent());
  expect(taken).not.toBe('');

  await page.getByRole('button', { name: 'Ajouter un élève' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un élève' });
  await dialog.getByRole('textbox', { name: /^Nom/ }).fill('Alaoui');
  await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Sara');
  await dialog.getByRole('textbox', { name: /^Code Massar/ }).fill(taken);
  await dialog.getByRole('textbox', { name: /^Date de naissance/ }).fill('12/03/2014');
  await dialog.getByRole('combobox', { name: /^Genre/ }).selectOption('F');
  await page.getByRole('button', { name: "Ajouter l'élève" }).click();

  await expect(dialog.getByText('Ce code Massar existe déjà')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Sara');
});
