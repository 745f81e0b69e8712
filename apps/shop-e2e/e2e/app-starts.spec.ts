import { expect, test } from '@playwright/test';
import { loadedFontFamilies } from './support/fonts';

/** Smoke test: the built app starts (demo mode) and shows the schools screen. */
test('the app starts on the schools screen', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article').first()).toBeVisible();
  // The text is set in the bundled Latin face, not in whatever the machine has.
  expect(await loadedFontFamilies(page)).toContain('Inter');
});

/** Demo mode: `?reset-demo` starts the fake backend again from its seed, then leaves the address bar. */
test('opening the app with ?reset-demo restarts the demo data', async ({ page }) => {
  await page.goto('/occasion?reset-demo');

  await expect(page).toHaveURL(/\/occasion$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
