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

/**
 * A cold start never paints a white page: the HTML itself carries the app-start screen (the logo and
 * a ring), which React replaces with its first screen. Seen here with JavaScript off, where only the
 * HTML can show anything; the ring, which would promise a load that never comes, is hidden then.
 * A school's page: a route without a prerendered page of its own (`/`, `/connexion` and `/occasion`
 * have one: prerendered-home.spec.ts, prerendered-sign-in.spec.ts).
 */
test('the page shows the app-start screen from the HTML alone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/school/1');

  const start = page.locator('#kk-start');
  await expect(start).toBeVisible();
  await expect(start.locator('svg')).toBeVisible();
  await expect(start).toHaveCSS('background-color', 'rgb(246, 247, 251)');
  // The no-script style took effect: no ring promising a load that never comes.
  await expect(start.locator('.kk-ring')).toBeHidden();
  await expect(page.locator('noscript')).toHaveCount(2);
  await context.close();
});

/** Once the app has started, the app-start screen is gone: React's first screen replaced it. */
test('the app-start screen gives way to the first screen', async ({ page }) => {
  await page.goto('/school/1');

  await expect(page.getByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' })).toBeVisible();
  await expect(page.locator('#kk-start')).toHaveCount(0);
});

/**
 * config.json is asked for from the page's head (a preload), beside the entry script; the start-up
 * read takes that answer instead of asking again.
 */
test('config.json is asked for once, from the page head, before the entry script has run', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
  const loads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/config.json')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  // One load, by the <link> (without the preload, the start-up `fetch` would load it; with a
  // preload it does not match, both would).
  expect(loads).toEqual(['link']);
});
