import type { Page } from '@playwright/test';
import { expect, test, type Reading, type SpecSpace } from '../../../tools/spec-backend/fixture.mts';
import { signIn, signInForm } from './support/sign-in';

/**
 * The literal login answers only the §3 login fields, so the app does not learn the student's level:
 * the dashboard asks for it first, and the choice is saved on the server (`change_current_level`).
 * The alternative login carries `current_level`, and the dashboard opens on the level's work.
 */
async function levelOnFirstVisit(page: Page, reading: Reading, spec: SpecSpace) {
  const level = page.getByRole('region', { name: 'Mon niveau' });
  if (reading === 'alternative') {
    await expect(page.getByRole('region', { name: 'Mes devoirs' }).getByRole('checkbox').first()).toBeVisible();
    await expect(level).toHaveCount(0);
    return;
  }
  await expect(level).toContainText('Choisis ton niveau pour voir tes devoirs, tes défis et tes examens.');
  await level.getByRole('combobox', { name: 'Niveau scolaire' }).selectOption({ label: '1re année collège' });
  await level.getByRole('button', { name: 'Enregistrer le niveau' }).click();
  // Saved on the server: the choice gives way to the level's homework.
  await expect(page.getByRole('region', { name: 'Mes devoirs' }).getByRole('checkbox').first()).toBeVisible();
  await expect(level).toHaveCount(0);
  expect(spec.state.learning.learners.find((l) => l.user_id === 6)?.current_level).toBe(7);
}

/**
 * The learning sign-in and the student's dashboard against the spec-literal backend, once in each
 * reading of the open shapes (lists as DRF pages or bare arrays, references as ids or objects,
 * grades as numbers or decimal strings, a toggle answering `{ success: true }` or the task).
 */
test('a wrong password says the §8 message and keeps the form; the right one opens the dashboard', async ({
  page,
  spec,
  reading,
}) => {
  await page.goto('/');
  const form = signInForm(page);
  await signIn(page, 'eleve', 'pas-le-bon');

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText("Nom d'utilisateur ou mot de passe incorrect");
  await expect(alert).not.toContainText('Unable to log in');
  await expect(form.username).toHaveValue('eleve');
  await expect(form.submit).not.toHaveAttribute('aria-disabled', 'true');

  await form.password.fill('eleve123');
  await form.submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Yasmine !' })).toBeVisible();
  await levelOnFirstVisit(page, reading, spec);
  const login = spec.seen.filter((r) => r.path === '/api/koolskools/v1/account/login_with_token/');
  expect(login.map((r) => r.body)).toEqual([
    { username: 'eleve', password: 'pas-le-bon' },
    { username: 'eleve', password: 'eleve123' },
  ]);
  await expect.poll(() => spec.seen.find((r) => r.path === '/api/tasks/6/7/')?.authorization).toMatch(/^Bearer tok-6-/);
});

test("the student's dashboard shows her homework, exams, challenges, scores and activity, and a done homework stays done", async ({
  page,
  spec,
  reading,
}) => {
  await page.goto('/');
  await signIn(page);
  await levelOnFirstVisit(page, reading, spec);

  const scores = page.getByRole('region', { name: 'Mes scores' });
  await expect(scores.getByRole('definition')).toHaveText(['250', '2', '1', 'n° 1']);

  const tasks = page.getByRole('region', { name: 'Mes devoirs' });
  await expect(tasks.getByRole('checkbox')).toHaveCount(4);
  await expect(tasks.getByText('1 sur 4 faits')).toBeVisible();
  const fractions = tasks.getByRole('listitem').filter({ hasText: 'Exercices 4 à 7 page 52 : fractions' });
  await expect(fractions).toContainText('Mathématiques · M. Alaoui');
  await expect(tasks.getByRole('checkbox', { name: 'Lire le chapitre 3 du Petit Prince' })).toBeChecked();

  const exams = page.getByRole('region', { name: 'Examens' });
  await expect(exams.getByRole('listitem')).toHaveCount(2);
  await expect(exams.getByRole('listitem').filter({ hasText: 'Dictée préparée – Le Petit Prince' })).toContainText(
    /1 question · 45 min.*Corrigé.*Le 12 nov\. 2026.*Note : 16,5 \/ 20/s,
  );
  await expect(exams.getByRole('listitem').filter({ hasText: 'Contrôle n° 2 – Nombres relatifs' })).toContainText(
    'À venir',
  );

  const challenges = page.getByRole('region', { name: 'Mes défis' });
  await expect(challenges.getByRole('listitem')).toHaveCount(2);
  await expect(challenges.getByRole('listitem').filter({ hasText: 'Calcul mental express' })).toContainText(
    /Défi du jour.*Mathématiques.*80 \/ 100 points.*2e sur 3/s,
  );
  await expect(challenges.getByRole('listitem').filter({ hasText: 'Les héros de la grammaire' })).toContainText(
    /Super-héros.*Toutes matières.*170 \/ 200 points/s,
  );

  const activity = page.getByRole('region', { name: 'Activité récente' });
  await expect(activity.getByRole('listitem')).toHaveCount(3);
  await expect(activity.getByRole('listitem').first()).toContainText(/Fractions : simplifier.*Score : 85 %.*Terminé/s);
  await expect(activity.getByRole('listitem').filter({ hasText: 'Le cycle de l’eau' })).toContainText('À terminer');

  // Marking a homework done: a tap on its label, kept by the backend.
  const box = tasks.getByRole('checkbox', { name: 'Exercices 4 à 7 page 52 : fractions' });
  await expect(box).not.toBeChecked();
  await fractions.locator('label').click();
  await expect(box).toBeChecked();
  await expect(fractions).toHaveAttribute('aria-busy', 'false');
  await expect(tasks.getByText('2 sur 4 faits')).toBeVisible();
  const toggle = spec.seen.find((r) => r.method === 'POST' && r.path === '/tasks/501/toggle_validate');
  expect(toggle?.body).toEqual({ task_id: 501 });
  expect(spec.state.learning.tasks.find((t) => t.id === 501)?.validated).toBe(true);

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Mes devoirs' })
      .getByRole('checkbox', { name: 'Exercices 4 à 7 page 52 : fractions' }),
  ).toBeChecked();
  await expect(page.getByRole('region', { name: 'Mes devoirs' }).getByText('2 sur 4 faits')).toBeVisible();
});
