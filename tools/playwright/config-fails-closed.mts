/**
 * The production build fails closed (issue 13): started without a usable `config.json` it shows its
 * configuration error with a Retry, never the fake backend, and starts once the file is right.
 * Shared by both apps' `config-fails-closed.production.spec.ts` (the `production` project).
 */
import { expect, test, type Page } from '@playwright/test';

const ERROR_TITLE = "L'application n'a pas pu démarrer";

/** Answers `config.json` with the given body and status. */
async function serveConfig(page: Page, body: string, status = 200, contentType = 'application/json') {
  await page.unroute('**/config.json');
  await page.route('**/config.json', (route) => route.fulfill({ status, body, contentType }));
}

async function expectErrorScreen(page: Page, message: RegExp) {
  await expect(page.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  // No fake backend took over: no service worker, no demo store.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('kk_fake_backend'))).toBeNull();
}

/** What an app shows once it starts against a backend (that does not answer: the port is closed). */
export interface StartedApp {
  /** Where it lands (e.g. the sign-in page). */
  url?: RegExp;
  /** The first screen's heading. */
  heading: string;
}

export function configFailsClosed(started: StartedApp) {
  test('without config.json the production build shows its configuration error, then starts on Retry once there', async ({
    page,
  }) => {
    await page.goto('/');
    await expectErrorScreen(page, /Sa configuration n'a pas pu être chargée/);

    await serveConfig(page, JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9', product: 'koolskools' }));
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { name: ERROR_TITLE })).toBeHidden();
    if (started.url) await expect(page).toHaveURL(started.url);
    await expect(page.getByRole('heading', { name: started.heading })).toBeVisible();
  });

  test('the SPA fallback page served as config.json is refused', async ({ page }) => {
    await serveConfig(page, '<!doctype html><html><body><div id="root"></div></body></html>', 200, 'text/html');
    await page.goto('/');
    await expectErrorScreen(page, /Sa configuration n'a pas pu être chargée/);
  });

  test('"demo": true is refused by a build without the fake backend', async ({ page }) => {
    await serveConfig(page, JSON.stringify({ demo: true }));
    await page.goto('/');
    await expectErrorScreen(page, /ne contient pas le mode démonstration/);
  });

  test('a plain-http backend on another host is refused', async ({ page }) => {
    await serveConfig(page, JSON.stringify({ apiBaseUrl: 'http://api.example.ma' }));
    await page.goto('/');
    await expectErrorScreen(page, /incomplète ou invalide/);
  });
}
