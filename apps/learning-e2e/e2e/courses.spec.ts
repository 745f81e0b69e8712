import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * The student's courses on the demo build (fake backend): Cours → a subject → a chapter → a lesson,
 * whose blocks show in a sandboxed frame, one after the other.
 */
test('a student opens Cours, a subject, a chapter and a lesson, reads a block in its frame and moves to the next', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Cours' }).click();
  await expect(page).toHaveURL(/\/cours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes cours' })).toBeVisible();
  await page.getByRole('list', { name: 'Mes matières' }).getByRole('link', { name: 'Mathématiques' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mathématiques' })).toBeVisible();
  await page.getByRole('button', { name: /^Chapitre 1 : Périmètres et aires/ }).click();
  await page
    .getByRole('list', { name: 'Leçons du chapitre Périmètres et aires' })
    .getByRole('link', { name: /Périmètres et aires : découverte/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Périmètres et aires : découverte' })).toBeVisible();
  await expect(page.getByText('Partie 1 sur 2')).toBeVisible();
  const first = page.getByTitle('Contenu de la leçon : Pour commencer');
  await expect(first).toHaveAttribute('sandbox', 'allow-scripts');
  const firstBlock = page.frameLocator('iframe[title="Contenu de la leçon : Pour commencer"]');
  await expect(firstBlock.getByRole('heading', { name: 'Pour commencer' })).toBeVisible();
  await expect(firstBlock.getByText(/Le périmètre, c’est la longueur du tour/)).toBeVisible();
  // The frame grew to its content (its document posted its height).
  await expect.poll(async () => (await first.boundingBox())?.height ?? 0).toBeGreaterThan(160);

  await page.getByRole('link', { name: 'Suivant' }).click();

  await expect(page).toHaveURL(/\?bloc=2$/);
  await expect(page.getByText('Partie 2 sur 2')).toBeVisible();
  const second = page.frameLocator('iframe[title="Contenu de la leçon : Le savais-tu ?"]');
  await expect(second.getByRole('heading', { name: 'Le savais-tu ?' })).toBeVisible();
  await expect(second.getByText(/terrain de football/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leçon suivante' })).toBeVisible();
});
