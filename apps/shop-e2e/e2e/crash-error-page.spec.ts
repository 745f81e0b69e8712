import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6, §2, §8): a rendering crash sends the user to /ErrorPage, whose retry goes by
 * account type (a visitor goes home). The crash is caused with the demo app's test hook
 * (`apps/shop/src/demo-crash-test.tsx`, which the demo bootstrap adds to the shop frame, so only the
 * demo mode has it): `sessionStorage['kk:crash-test'] = '1'` makes the frame throw on its next render.
 */
test('a rendering crash goes to the error page, and retry goes home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
  // The home is drawn from its HTML before the app runs (home.html): the crash is asked for once the
  // app has adopted it, so that it happens on the way to the next page, not while the app starts.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  await page.evaluate(() => sessionStorage.setItem('kk:crash-test', '1'));
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Occasion' }).click();

  await expect(page).toHaveURL(/\/ErrorPage$/);
  await expect(page.getByRole('heading', { name: 'Oups ! Une erreur est survenue' })).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
});
