import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** The page fits a 360 px wide phone: nothing wider than the screen. */
async function expectFits360(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The text of a section of the parent's home, once its list (or its empty state) is there. */
async function sectionText(page: Page, name: string) {
  const section = page.getByRole('region', { name });
  await expect(
    section
      .getByRole('listitem')
      .first()
      .or(section.getByRole('heading', { level: 3 })),
  ).toBeVisible();
  return (await section.textContent()) ?? '';
}

test('a parent follows each of their two children, one at a time, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/connexion');
  await signIn(page, 'parent', 'parent123');

  await expect(page).toHaveURL(/\/parent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace parents' })).toBeVisible();
  const adam = page.getByRole('button', { name: 'Adam' });
  const meryem = page.getByRole('button', { name: 'Meryem' });
  await expect(adam).toHaveAttribute('aria-pressed', 'true');

  // Adam: his homework, his grades on 20, his attendance.
  await expect(page.getByRole('region', { name: 'Devoirs' }).getByRole('listitem')).toHaveCount(6);
  const adamHomework = await sectionText(page, 'Devoirs');
  const grades = page.getByRole('region', { name: 'Dernières notes' });
  await expect(grades.getByRole('listitem').first()).toContainText(/Contrôle \d/);
  await expect(grades.getByRole('listitem').first()).toContainText(/\/20$/);
  const adamGrades = await sectionText(page, 'Dernières notes');
  const absences = page.getByRole('region', { name: 'Absences et retards' });
  await expect(absences.getByRole('listitem')).toHaveCount(3);
  await expect(absences).toContainText('En retard de 10 min');
  await expect(absences).toContainText('Absent');

  // Meryem, his sister in another class: her own homework, grades and attendance.
  await meryem.click();
  await expect(meryem).toHaveAttribute('aria-pressed', 'true');
  await expect(adam).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: 'Devoirs' }).getByRole('listitem')).toHaveCount(6);
  const meryemHomework = await sectionText(page, 'Devoirs');
  expect(meryemHomework).not.toEqual(adamHomework);
  await expect(grades.getByRole('listitem').first()).toContainText(/\/20$/);
  expect(await sectionText(page, 'Dernières notes')).not.toEqual(adamGrades);
  await expect(absences).toContainText('En retard de 5 min');
  await expect(absences).not.toContainText('En retard de 10 min');
  await expectFits360(page);

  // The choice is kept across a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Meryem' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Absences et retards' })).toContainText('En retard de 5 min');

  // Back to Adam, and his grades page: by subject, with the averages on 20.
  await page.getByRole('button', { name: 'Adam' }).click();
  await page.getByRole('link', { name: 'Toutes les notes' }).click();
  await expect(page).toHaveURL(/\/parent\/enfants\/\d+\/notes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes d’Adam' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moyenne générale' })).toBeVisible();
  await expect(page.getByText(/Coefficient \d/).first()).toBeVisible();
  await expectFits360(page);

  // His absences page, and the way back home.
  await page.goto(page.url().replace(/notes$/, 'absences'));
  await expect(page.getByRole('heading', { level: 1, name: 'Absences d’Adam' })).toBeVisible();
  await expect(page.getByText('Absences : 2 · Retards : 1').first()).toBeVisible();
  await expect(page.getByText(/Justifiée/)).toBeVisible();
  await page.getByRole('link', { name: 'Espace parents' }).click();
  await expect(page).toHaveURL(/\/parent$/);
});

test("another family's child's grades show the error, never the data", async ({ page }) => {
  await page.goto('/connexion');
  await signIn(page, 'parent', 'parent123');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace parents' })).toBeVisible();

  // 104 is a child of another parent of the seed (rania.sqalli).
  await page.goto('/parent/enfants/104/notes');

  await expect(page.getByRole('heading', { level: 1, name: 'Notes de votre enfant' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Impossible de charger les notes.');
  await expect(page.getByText(/\/20$/)).toHaveCount(0);
});
