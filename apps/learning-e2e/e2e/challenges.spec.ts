import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/**
 * The student's challenges and progress on the demo build (fake backend): Défis → today's daily
 * challenge → the leaderboard around her own place, then showing her name (kept after a reload),
 * then Progrès.
 */
test("a student opens today's daily challenge, sees her place on the leaderboard, shows her name and keeps it after a reload, then her progress", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');
  await expect(page).not.toHaveURL(/\/connexion$/);

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Défis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes défis' })).toBeVisible();
  const daily = page.getByRole('region', { name: 'Le défi du jour' });
  await daily.getByRole('link', { name: /^Défi du jour – / }).click();

  await expect(page).toHaveURL(/\/defis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Défi du jour – / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jouer' })).toHaveAttribute('href', /\/defis\/\d+\/jouer$/);
  const board = page.getByRole('list', { name: 'Le classement' });
  const mine = board.locator('li[aria-current="true"]');
  await expect(mine).toContainText('Toi');
  await expect(mine).toContainText('Un·e camarade');
  const showName = page.getByRole('switch', { name: 'Montrer mon prénom et mon nom aux autres' });
  await expect(showName).toHaveAttribute('aria-checked', 'false');
  await expect(showName).not.toHaveAttribute('aria-disabled');

  await showName.click();

  await expect(showName).toHaveAttribute('aria-checked', 'true');
  await expect(mine).toContainText('Adam Alaoui');

  await page.reload();

  await expect(page.getByRole('switch', { name: 'Montrer mon prénom et mon nom aux autres' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('list', { name: 'Le classement' }).locator('li[aria-current="true"]')).toContainText(
    'Adam Alaoui',
  );

  await page.getByRole('link', { name: 'Tous mes défis' }).click();
  await page.getByRole('link', { name: 'Voir mes progrès' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mes progrès' })).toBeVisible();
  const points = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Mes points', exact: true }) });
  await expect(points).toContainText(/\d+/);
  await expect(page.getByText("4 jours d'affilée")).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mes points des 14 derniers jours' })).toBeVisible();
});
