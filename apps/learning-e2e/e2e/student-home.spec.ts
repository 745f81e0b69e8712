import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * The student's home on the demo build (fake backend, its days relative to today): one next-step
 * card first, statuses against today, and each item opening its screen.
 */
test('a student opens the next-step card: the exam open now that ends first, in its player', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');
  await expect(page).toHaveURL(/\/$/);

  const next = page.getByRole('region', { name: 'Ta prochaine étape' });
  const card = next.getByRole('link', { name: /^Examen en cours Le corps humain .+ Commencer$/ });
  await expect(card).toBeVisible();

  await card.click();

  await expect(page).toHaveURL(/\/examens\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le corps humain' })).toBeVisible();
});

test('the home says where each item stands today: overdue homework marked, an exam ended yesterday over', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');

  const tasks = page.getByRole('region', { name: 'Mes devoirs' });
  await expect(tasks.getByRole('listitem').filter({ hasText: 'En retard' }).first()).toBeVisible();
  await expect(tasks.getByRole('listitem').filter({ hasText: 'Pour demain' })).toHaveCount(1);

  const exams = page.getByRole('region', { name: 'Examens' });
  const ended = exams.getByRole('listitem').filter({ hasText: 'Révision : les nombres' });
  await expect(ended).toContainText('Terminé');
  await expect(ended.getByRole('link')).toHaveCount(0);
  await expect(exams.getByRole('listitem').filter({ hasText: 'Bilan de français' })).toContainText('À venir');

  // A challenge opens its screen.
  const challenges = page.getByRole('region', { name: 'Mes défis' });
  await challenges.getByRole('link', { name: /^Défi du jour – / }).click();
  await expect(page).toHaveURL(/\/defis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Défi du jour – / })).toBeVisible();
});
