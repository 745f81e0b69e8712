import { expect, test, type Page } from '@playwright/test';

/**
 * Journey (issue 18, "place lost"): a new screen opens at its top, and Back (the browser's or the
 * header's arrow) returns to the place in the schools list, with its loaded pages.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the schools list until the second page (school 21) is there and the page is past `y`. */
async function scrollSchoolsPast(page: Page, y: number) {
  const list = page.getByRole('list', { name: 'Écoles' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(list.locator('[aria-posinset="21"]')).toBeAttached({ timeout: 1000 });
    expect(await scrollY(page)).toBeGreaterThan(y);
  }).toPass();
}

test('a new screen opens at the top; Back returns to the place in the schools list', async ({ page }) => {
  await page.goto('/');
  await scrollSchoolsPast(page, 2000);
  const place = await scrollY(page);

  await page.getByRole('link', { name: 'Occasion' }).click();
  await expect(page).toHaveURL(/\/occasion$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - place)).toBeLessThan(200);
  await expect(page.getByRole('list', { name: 'Écoles' }).locator('[aria-posinset="21"]')).toBeAttached();
});

test("the header's back arrow returns to the place in the schools list too", async ({ page }) => {
  await page.goto('/');
  await scrollSchoolsPast(page, 1500);
  const school = page.getByRole('list', { name: 'Écoles' }).locator('[aria-posinset="21"]').getByRole('link').first();
  await school.scrollIntoViewIfNeeded();
  const place = await scrollY(page);
  await school.click();
  await expect(page).toHaveURL(/\/school\/\d+$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.getByRole('banner').getByRole('button', { name: 'Retour' }).click();

  // The same school is in view again (the list may re-measure its rows: the pixels can move a little).
  await expect(page).toHaveURL(/\/$/);
  await expect(school).toBeInViewport();
  expect(Math.abs((await scrollY(page)) - place)).toBeLessThan(200);
  expect(place).toBeGreaterThan(1500);
});
