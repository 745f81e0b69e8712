import { expect, test } from '@playwright/test';

/** Smoke test: the built app starts (demo mode) and shows the schools screen. */
test('the app starts on the schools screen', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article').first()).toBeVisible();
});

/** Demo mode: `?reset-demo` starts the fake backend again from its seed, then leaves the address bar. */
test('opening the app with ?reset-demo restarts the demo data', async ({ page }) => {
  await page.goto('/occasion?reset-demo');

  await expect(page).toHaveURL(/\/occasion$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
