import { expect, test } from '@playwright/test';

/** Journey (issue 6, §2): any unknown path shows home. */
test('an unknown path shows home', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');

  await expect(page).toHaveURL(/\/cette-page-n-existe-pas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article').first()).toBeVisible();
});
