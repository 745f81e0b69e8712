import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { editWithEachScope, seanceAt, showWeek } from './support/timetable';

/** Thursday 26 November 2026, 08:30: a school day of the seed's year (2026-2027). */
const NOW = new Date('2026-11-26T08:30:00');

test('the administrator adds a weekly seance, then changes one date, this date and the following, then every date', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/connexion');
  await signIn(page, 'ecole', 'ecole123');
  await page.getByRole('link', { name: 'Emploi du temps' }).first().click();

  await expect(page).toHaveURL(/\/ecole\/emploi-du-temps/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emploi du temps' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Semaine du 23 novembre 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Jeudi \(aujourd’hui\)/ })).toHaveAttribute('aria-current', 'date');

  // A weekly seance of the first class on Tuesdays from 24 November, 16:30–17:30.
  await page.getByRole('button', { name: 'Ajouter une séance' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter une séance' });
  await add.getByLabel(/^Matière/).selectOption({ index: 1 });
  await add.getByLabel(/^Professeur/).selectOption({ label: 'Rachid Cherkaoui' });
  await add.getByLabel(/^Date/).fill('24/11/2026');
  await add.getByLabel(/^Heure de début/).selectOption('16:30');
  await add.getByLabel(/^Heure de fin/).selectOption('17:30');
  await expect(add.getByText('Jour de la séance : le mardi.')).toBeVisible();
  await add.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(add).toBeHidden();
  await expect(seanceAt(page, '16:30 – 17:30')).toBeVisible();
  await editWithEachScope(page);
});

test('a holiday week shows the holiday on its day, and no seance that day', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/connexion');
  await signIn(page, 'ecole', 'ecole123');
  await page.getByRole('link', { name: 'Emploi du temps' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Semaine du 23 novembre 2026' })).toBeVisible();

  await showWeek(page, 'Semaine précédente', '16 novembre 2026');

  const wednesday = page.getByRole('region', { name: /^Mercredi/ });
  await expect(wednesday).toContainText(/Vacances : .Fête de l’Indépendance./);
  await expect(wednesday.getByRole('button')).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: /^Mardi/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/semaine=2026-11-16/);
});

test('a professor sees their own week on a phone, one day at a time', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/connexion');
  await signIn(page, 'prof', 'prof123');
  await page.getByRole('link', { name: 'Emploi du temps' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mon emploi du temps' })).toBeVisible();
  const days = page.getByRole('tablist', { name: 'Jours de la semaine' });
  await expect(days.getByRole('tab')).toHaveCount(6);
  await expect(days.getByRole('tab', { selected: true })).toHaveText('Jeu. 26');
  const thursday = page.getByRole('tabpanel');
  await expect(thursday.getByText(/^\d\d:\d\d – \d\d:\d\d$/).first()).toBeVisible();
  await expect(thursday.getByRole('button')).toHaveCount(0);

  await days.getByRole('tab', { name: 'Lun. 23' }).click();
  await expect(page.getByRole('tabpanel').getByText('08:30 – 10:30').first()).toBeVisible();
});

test("a student opens their class's week from the dashboard", async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/connexion');
  await signIn(page, 'eleve', 'eleve123');

  await page.getByRole('link', { name: 'Mon emploi du temps' }).click();

  await expect(page).toHaveURL(/\/emploi-du-temps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon emploi du temps' })).toBeVisible();
  await expect(page.getByText('Les séances de ta classe cette semaine.')).toBeVisible();
  const days = page.getByRole('tablist', { name: 'Jours de la semaine' });
  await expect(days.getByRole('tab', { selected: true })).toHaveText('Jeu. 26');
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/^\d\d:\d\d – \d\d:\d\d$/)
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page).toHaveURL(/semaine=2026-11-30/);
  await expect(page.getByRole('heading', { level: 2, name: 'Semaine du 30 novembre 2026' })).toBeVisible();
});
