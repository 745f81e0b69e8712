import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** The number in a text ("1 234 points" → 1234; French groups digits with spaces). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The child's own row of the leaderboard on a challenge's page. */
const myRow = (page: Page) => page.getByRole('list', { name: 'Le classement' }).locator('li[aria-current="true"]');

/** The child's place ("9e" → 9) and points ("0 points" → 0) in her own leaderboard row. */
async function placeAndScore(page: Page) {
  const row = myRow(page);
  await expect(row).toContainText('Toi');
  const [place, score] = await Promise.all([
    row.locator('bdi').first().textContent(),
    row.locator('bdi').last().textContent(),
  ]);
  return { place: numberIn(place), score: numberIn(score) };
}

/** "Mes points" on /progres. */
async function myPoints(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Mes progrès' })).toBeVisible();
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Mes points', exact: true }) });
  await expect(tile).toContainText(/\d/);
  return numberIn(await tile.textContent());
}

/** Answers the question shown (the first choice, or "5"), checks it, and clicks what comes next. */
async function answerAndGoOn(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Vérifier ma réponse' }).waitFor();
  const radio = page.getByRole('radio').first();
  const checkbox = page.getByRole('checkbox').first();
  const text = page.getByRole('textbox', { name: 'Ta réponse' });
  if (await radio.count()) await radio.check();
  else if (await checkbox.count()) await checkbox.check();
  else if (await text.count()) await text.fill('5');
  await page.getByRole('button', { name: 'Vérifier ma réponse' }).click();
  const next = page.getByRole('button', { name: /^(Question suivante|Exercice suivant|Terminer le défi)$/ });
  const label = (await next.textContent()) ?? '';
  await next.click();
  return label;
}

/**
 * A round of today's daily challenge on the demo build (fake backend, from the seed in each browser
 * context): Défis → the daily challenge (her place and score) → Progrès (her points) → Jouer →
 * every exercise (a reload on the way keeps the round) → the end screen → a better place on the
 * leaderboard, more points on /progres.
 */
test('plays a daily challenge and sees the points and leaderboard change', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');
  await expect(page).not.toHaveURL(/\/connexion$/);

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Défis' }).click();
  await page
    .getByRole('region', { name: 'Le défi du jour' })
    .getByRole('link', { name: /^Défi du jour – / })
    .click();
  await expect(page).toHaveURL(/\/defis\/\d+$/);
  const challengeUrl = page.url();
  const before = await placeAndScore(page);
  expect(before.score).toBe(0);
  await page.getByRole('link', { name: 'Tous mes défis' }).click();
  await page.getByRole('link', { name: 'Voir mes progrès' }).click();
  const pointsBefore = await myPoints(page);

  await page.goto(challengeUrl);
  await page.getByRole('link', { name: 'Jouer' }).click();

  await expect(page).toHaveURL(/\/defis\/\d+\/jouer$/);
  await expect(page.getByText('Exercice 1 sur 2')).toBeVisible();
  let label = '';
  while (label !== 'Exercice suivant') label = await answerAndGoOn(page);
  await expect(page.getByText('Exercice 2 sur 2')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Exercice 2 sur 2')).toBeVisible();
  while (label !== 'Terminer le défi') label = await answerAndGoOn(page);

  const end = page.getByRole('group', { name: 'Défi terminé, bravo !' });
  await expect(end).toBeVisible();
  await expect(end.getByText('Points gagnés')).toBeVisible();
  const earned = numberIn(await end.locator('bdi').first().textContent());
  expect(earned).toBeGreaterThan(0);
  await expect(end.getByText(/^Tu passes de la \d+e à la \d+(re|e) place !$/)).toBeVisible();
  await expect(end.getByText(`Ton score : ${earned} / 40 points`)).toBeVisible();

  await expect(page.getByRole('link', { name: 'Mes progrès' })).toHaveAttribute('href', '/progres');

  await page.getByRole('link', { name: 'Voir le classement' }).click();

  await expect(page).toHaveURL(challengeUrl);
  const after = await placeAndScore(page);
  expect(after.score).toBe(earned);
  expect(after.place).toBeLessThan(before.place);

  await page.getByRole('link', { name: 'Tous mes défis' }).click();
  await page.getByRole('link', { name: 'Voir mes progrès' }).click();

  expect(await myPoints(page)).toBe(pointsBefore + earned);
});
