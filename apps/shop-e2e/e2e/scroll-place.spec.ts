import { expect, test, type Page } from '@playwright/test';

/**
 * Journey (issue 18, "place lost"): a new screen opens at its top, and Back (the browser's or the
 * header's arrow) returns to the place in the schools list, with its loaded pages; in French and Arabic.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** What the journeys read, in each UI language they run in (as the translation tables give them). */
const LANGUAGES = [
  { code: 'fr', schools: 'Écoles', occasion: 'Occasion', back: 'Retour' },
  { code: 'ar', schools: 'المدارس', occasion: 'المستعمل', back: 'رجوع' },
] as const;
type Texts = (typeof LANGUAGES)[number];

/** Opens home in the language (picked in the header's menu, as a user does). */
async function openHome(page: Page, texts: Texts) {
  await page.goto('/');
  if (texts.code !== 'fr') {
    await page.getByRole('combobox', { name: 'Langue' }).selectOption(texts.code);
    await expect(page.locator('html')).toHaveAttribute('lang', texts.code);
  }
}

/** Scrolls the schools list until the second page (school 21) is there and the page is past `y`. */
async function scrollSchoolsPast(page: Page, texts: Texts, y: number) {
  const list = page.getByRole('list', { name: texts.schools });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(list.locator('[aria-posinset="21"]')).toBeAttached({ timeout: 1000 });
    expect(await scrollY(page)).toBeGreaterThan(y);
  }).toPass();
}

for (const texts of LANGUAGES) {
  test(`a new screen opens at the top; Back returns to the place in the schools list (${texts.code})`, async ({
    page,
  }) => {
    await openHome(page, texts);
    await scrollSchoolsPast(page, texts, 2000);
    const place = await scrollY(page);

    await page.getByRole('link', { name: texts.occasion }).click();
    await expect(page).toHaveURL(/\/occasion$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - place)).toBeLessThan(200);
    await expect(page.getByRole('list', { name: texts.schools }).locator('[aria-posinset="21"]')).toBeAttached();
  });

  test(`the header's back arrow returns to the place in the schools list too (${texts.code})`, async ({ page }) => {
    await openHome(page, texts);
    await scrollSchoolsPast(page, texts, 1500);
    const school = page
      .getByRole('list', { name: texts.schools })
      .locator('[aria-posinset="21"]')
      .getByRole('link')
      .first();
    await school.scrollIntoViewIfNeeded();
    const place = await scrollY(page);
    await school.click();
    await expect(page).toHaveURL(/\/school\/\d+$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: texts.back }).click();

    // The same school is in view again (the list re-measures the rows above it, taller in Arabic,
    // so neither the page's offset nor the school's place on screen is kept to the pixel).
    await expect(page).toHaveURL(/\/$/);
    await expect(school).toBeInViewport();
    expect(place).toBeGreaterThan(1500);
  });
}
