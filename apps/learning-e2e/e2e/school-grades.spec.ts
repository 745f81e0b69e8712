import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test("a professor creates a control and grades it; the administrator sees it on a student's report card, printable", async ({
  page,
}) => {
  // A school day of the seed's current year: the new control is dated today.
  await page.clock.setFixedTime(new Date('2026-11-26T08:30:00'));
  await page.goto('/connexion');
  await signIn(page, 'prof', 'prof123');
  await expect(page).toHaveURL(/\/professeur$/);

  // The professor's grades: their first class (1AC-A), first trimester.
  await page.goto('/professeur/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByLabel('Classe')).toHaveValue(/\d+/);
  const className = (await page.getByLabel('Classe').locator('option:checked').innerText()).trim();
  await page.getByRole('button', { name: 'Nouveau contrôle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau contrôle' });
  await dialog.getByLabel(/^Titre/).fill('Dictée du jeudi');
  await dialog.getByLabel(/^Matière/).selectOption({ index: 1 });
  const subject = (
    await dialog
      .getByLabel(/^Matière/)
      .locator('option:checked')
      .innerText()
  ).trim();
  // The subject's competencies appear under the fields (the button moves down): wait for them first.
  await expect(dialog.getByRole('group', { name: 'Compétences évaluées' })).toBeVisible();
  await dialog.getByLabel(/^Coefficient/).fill('2');
  await dialog.getByRole('button', { name: 'Créer le contrôle' }).click();
  await expect(dialog).toBeHidden();

  // Its grade sheet: 21 refused on its line and never sent, 14,5 and 12 saved.
  await page.getByRole('link', { name: 'Dictée du jeudi' }).click();
  await expect(page).toHaveURL(/\/professeur\/notes\/\d+/);
  const grades = page.getByRole('textbox', { name: /^Note de / });
  await grades.nth(0).fill('21');
  await expect(page.getByText('La note doit être comprise entre 0 et 20')).toBeVisible();
  await grades.nth(0).fill('14,5');
  await grades.nth(0).press('Enter');
  await expect(grades.nth(1)).toBeFocused();
  await grades.nth(1).fill('12');
  await grades.nth(2).fill('21');
  await page.getByRole('button', { name: 'Enregistrer les notes' }).click();
  await expect(
    page.getByText('Notes enregistrées : 2. Notes refusées, non envoyées : 1 (corrigez-les).'),
  ).toBeVisible();
  const average = page.getByText('Moyenne de la classe', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(average).toHaveText('13,25');
  const nameOf = (index: number) =>
    grades
      .nth(index)
      .evaluate((el) => ((el as HTMLInputElement).labels?.[0]?.textContent ?? '').replace(/^Note de /, '').trim());
  const third = await nameOf(2);
  const first = await nameOf(0);

  // Back on the list, the class average; after a reload the refused 21 is not there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Note de ${third}` })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: `Note de ${first}` })).toHaveValue('14,5');
  await page.getByRole('link', { name: 'Retour aux contrôles' }).click();
  const controlRow = page.getByRole('row', { name: /^Dictée du jeudi/ });
  await expect(controlRow.getByRole('cell').nth(3)).toContainText(/2 \/ \d+/);
  await expect(controlRow.getByRole('cell').nth(4)).toContainText('13,25');

  // The administrator: the first student's report card for the first trimester.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);
  await page.goto('/ecole/bulletins');
  await page.getByLabel('Classe').selectOption({ label: className });
  await page.getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(/\/ecole\/bulletins\/\d+\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulletin' })).toBeVisible();
  const subjects = page.getByRole('table', { name: 'Résultats par matière' });
  const row = subjects.getByRole('row', { name: new RegExp(`^${subject}`) });
  await expect(row.getByRole('cell').nth(0)).toContainText('14,5');
  // The subject's only control: its average is the grade, and so is the class average (14,5 and 12).
  await expect(row.getByRole('cell').nth(2)).toContainText('14,5');
  await expect(row.getByRole('cell').nth(3)).toContainText('13,25');
  await expect(page.getByText('Moyenne générale /20')).toBeVisible();
  await expect(page.getByText('Moyenne générale /20').locator('xpath=following-sibling::dd')).toHaveText(
    /^\d{1,2}(,\d{1,2})?$/,
  );

  // Printing: the card alone, without the frame's navigation or the buttons.
  const print = page.getByRole('button', { name: 'Imprimer' });
  await expect(print).toBeEnabled();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(nav).toBeHidden();
  await expect(print).toBeHidden();
  await expect(subjects).toBeVisible();
  await expect(page.getByRole('region', { name: 'Élève' }).getByText('Groupe Scolaire Al Khawarizmi')).toBeVisible();
});

/** A valid grade other than `grade`, for the file sent back to change it. */
const otherGrade = (grade: string | undefined) => (grade === '17,5' ? '16,5' : '17,5');

test("the administrator exports a class's grades in the Massar layout, then imports a file with a changed grade and a refused 21", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-26T08:30:00'));
  await page.goto('/connexion');
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);

  // 1AC-A, first trimester, the mathematics controls.
  await page.goto('/ecole/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await page.getByLabel('Classe').selectOption({ label: '1AC-A' });
  await page.getByLabel('Trimestre', { exact: true }).selectOption({ label: 'Trimestre 1' });
  await page.getByLabel('Matière', { exact: true }).selectOption({ label: 'Mathématiques' });
  const controls = page.getByRole('table', { name: 'Notes' });
  const firstControl = controls.getByRole('rowheader').first().getByRole('link');
  await expect(firstControl).toContainText('Mathématiques');
  const title = (await firstControl.innerText()).trim();

  // The export: its file name, its header, one line per student.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter (Massar)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('notes-1AC-A-T1-Mathematiques.csv');
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = exported
    .replace('\uFEFF', '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
  expect(header.slice(0, 3)).toEqual(['code_massar', 'nom', 'prenom']);
  expect(header.at(-1)).toBe('moyenne');
  const column = header.findIndex((cell) => cell.startsWith(`${title} (`));
  expect(column).toBeGreaterThan(2);
  expect(rows.length).toBeGreaterThan(2);
  expect(rows[0]?.[0]).toMatch(/^[A-Z]\d{9}$/);
  expect(rows[0]?.length).toBe(header.length);

  // The file sent back: the first student's grade changed, the second's made 21.
  const [changed, refused] = rows as [string[], string[], ...string[][]];
  const newGrade = otherGrade(changed[column]);
  const edited = rows.map((row, index) =>
    row.map((cell, at) => (at !== column ? cell : index === 0 ? newGrade : index === 1 ? '21' : cell)),
  );
  const csv = `\uFEFF${[header, ...edited].map((row) => row.join(';')).join('\r\n')}\r\n`;

  await firstControl.click();
  await expect(page).toHaveURL(/\/ecole\/notes\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const changedField = page.getByRole('textbox', { name: `Note de ${changed[1]} ${changed[2]}` });
  const refusedField = page.getByRole('textbox', { name: `Note de ${refused[1]} ${refused[2]}` });
  const refusedBefore = await refusedField.inputValue();
  await page
    .getByRole('group', { name: 'Fichier de notes' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes-1AC-A-T1.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  // The preview: the column read, the 21 refused in French on its line; the others valid.
  await expect(page.getByText(`Colonne lue : ${header[column]}`)).toBeVisible();
  await expect(page.getByText(`Lignes valides : ${rows.length - 1} · lignes refusées : 1`)).toBeVisible();
  const refusedLines = page.getByRole('list', { name: 'Lignes refusées' });
  await expect(refusedLines.getByRole('listitem')).toHaveCount(1);
  await expect(refusedLines.getByRole('listitem')).toContainText(`Ligne 3 · ${refused[0]}`);
  await expect(refusedLines.getByRole('listitem')).toContainText('La note doit être comprise entre 0 et 20');

  // Saved: only the changed grade is sent; the 21 never reaches the sheet.
  await page.getByRole('button', { name: `Enregistrer les notes valides (${rows.length - 1})` }).click();
  await expect(page.getByText('Notes enregistrées : 1.')).toBeVisible();
  await expect(changedField).toHaveValue(newGrade);
  await expect(refusedField).toHaveValue(refusedBefore);

  // Read again from the backend: the sheet shows the new grade, and still not the 21.
  await page.reload();
  await expect(changedField).toHaveValue(newGrade);
  await expect(refusedField).toHaveValue(refusedBefore);
});
