import { expect, test } from '@playwright/test';
import { consoleErrors, holdEntry } from '../../../tools/playwright/prerendered-page.mts';

/**
 * Issue 19: the home's first screen (its frame, the welcome, the search and the schools' skeleton)
 * is in its own page (home.html, prerendered at build time; index.html stays every other route's
 * page), which the app adopts when it starts.
 */

const WELCOME = { level: 1, name: 'Bienvenue sur KoolSkools' } as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("/ shows the home's first screen from its HTML alone; another route shows the start screen, not the home", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', WELCOME)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher une école' })).toBeVisible();
    await expect(page.getByRole('navigation').getByText('Accueil')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    // The query of a link to the home (`?reset-demo`, a search) gets the same page.
    await page.goto('/?q=atlas');
    await expect(page.getByRole('heading', WELCOME)).toBeVisible();

    await page.goto('/orders');
    await expect(page.locator('#kk-start')).toBeVisible();
    await expect(page.getByRole('heading', WELCOME)).toHaveCount(0);
  });
});

test('the drawn home is adopted by the app: the schools arrive, a search works, with no console error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const entry = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' });

  // Drawn from the HTML before any script of the app has run: the schools' place is a skeleton.
  await expect(page.getByRole('heading', WELCOME)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.getByRole('list', { name: 'Écoles' })).toHaveCount(0);
  entry.release();

  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const schools = page.getByRole('list', { name: 'Écoles' }).getByRole('article');
  await expect(schools.first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('Groupe Scolaire Al Khawarizmi');
  await expect(page).toHaveURL(/\?q=Groupe/);
  await expect(async () => {
    const found = await schools.allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text).toContain('Groupe Scolaire Al Khawarizmi');
  }).toPass();
  expect(errors).toEqual([]);
});

test('a reader whose stored language is Arabic gets the home in Arabic once the app starts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('current_language', JSON.stringify('ar')));
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('searchbox', { name: 'البحث عن مدرسة' })).toBeVisible();
  await expect(page.getByText('Bienvenue sur KoolSkools')).toHaveCount(0);
});
