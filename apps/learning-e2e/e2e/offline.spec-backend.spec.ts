import type { Page } from '@playwright/test';
import { expect, test, type Reading } from '../../../tools/spec-backend/fixture.mts';
import { signIn } from './support/sign-in';

// This spec tests the app's own service worker (/sw.js), blocked in the other specs.
test.use({ serviceWorkers: 'allow' });

/** The literal login does not tell the student's level: the dashboard asks for it once (saved on the server). */
async function chooseLevelIfAsked(page: Page, reading: Reading) {
  const homework = page.getByRole('region', { name: 'Mes devoirs' });
  if (reading === 'literal') {
    const level = page.getByRole('region', { name: 'Mon niveau' });
    await level.getByRole('combobox', { name: 'Niveau scolaire' }).selectOption({ label: '1re année collège' });
    await level.getByRole('button', { name: 'Enregistrer le niveau' }).click();
  }
  await expect(homework.getByRole('checkbox').first()).toBeVisible();
}

/**
 * Issue 19, offline reading in the learning app (production build against the spec-literal
 * backend): the student's dashboard (homework, exams, scores), read once online, is still there
 * after a reload with the network gone, under the offline notice; the app itself starts from the
 * worker's precache. A homework ticked offline is refused with its reason, the box goes back, and
 * nothing reaches the backend, even once the connection is back.
 */
test("the student's homework read online is shown again offline after a reload; a homework ticked offline is refused", async ({
  page,
  context,
  spec,
  reading,
}) => {
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Yasmine !' })).toBeVisible();
  await chooseLevelIfAsked(page, reading);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The reads after the worker took the page are the ones it keeps: read the dashboard once more.
  await page.reload();

  const homework = page.getByRole('region', { name: 'Mes devoirs' });
  const fractions = homework.getByRole('checkbox', { name: 'Exercices 4 à 7 page 52 : fractions' });
  await expect(homework.getByRole('checkbox')).toHaveCount(4);
  await expect(homework.getByText('1 sur 4 faits')).toBeVisible();
  await expect(homework.getByRole('checkbox', { name: 'Lire le chapitre 3 du Petit Prince' })).toBeChecked();
  await expect(fractions).not.toBeChecked();
  const exams = page.getByRole('region', { name: 'Examens' });
  await expect(exams.getByRole('listitem').filter({ hasText: 'Dictée préparée – Le Petit Prince' })).toBeVisible();

  const offlineNotice = page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' });
  await expect(offlineNotice).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineNotice).toHaveText(
    'Vous êtes hors ligne : les informations affichées sont celles de votre dernière connexion. Les modifications seront possibles au retour de la connexion.',
  );
  await page.reload();
  await expect(offlineNotice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Yasmine !' })).toBeVisible();
  await expect(homework.getByRole('checkbox')).toHaveCount(4);
  await expect(homework.getByText('1 sur 4 faits')).toBeVisible();
  await expect(homework.getByRole('checkbox', { name: 'Lire le chapitre 3 du Petit Prince' })).toBeChecked();
  await expect(exams.getByRole('listitem').filter({ hasText: 'Dictée préparée – Le Petit Prince' })).toBeVisible();

  // A homework ticked offline: refused at once with the reason, the box back as it was.
  const togglesBefore = spec.seen.filter((r) => r.method === 'POST').length;
  await homework
    .getByRole('listitem')
    .filter({ hasText: 'Exercices 4 à 7 page 52 : fractions' })
    .locator('label')
    .click();
  await expect(homework.getByRole('alert')).toHaveText(
    "« Exercices 4 à 7 page 52 : fractions » n'a pas pu être mis à jour. Réessaie. Vous êtes hors ligne : rien n'a été envoyé. Réessayez une fois la connexion revenue.",
  );
  await expect(fractions).not.toBeChecked();
  await expect(homework.getByText('1 sur 4 faits')).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
  // Back online: nothing was queued nor sent later.
  await page.reload();
  await expect(homework.getByRole('checkbox', { name: 'Exercices 4 à 7 page 52 : fractions' })).not.toBeChecked();
  await expect(homework.getByText('1 sur 4 faits')).toBeVisible();
  expect(spec.seen.filter((r) => r.method === 'POST')).toHaveLength(togglesBefore);
  expect(spec.seen.some((r) => r.path === '/tasks/501/toggle_validate')).toBe(false);
  expect(spec.state.learning.tasks.find((t) => t.id === 501)?.validated).toBe(false);
});
