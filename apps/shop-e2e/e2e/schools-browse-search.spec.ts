import { expect, test } from '@playwright/test';

/**
 * Journey (issue 6): browse the schools with infinite scroll until the second page (school 21)
 * has loaded, then search and see the filtered list; the search stays in the URL.
 */
test('browse schools with infinite scroll, then search', async ({ page }) => {
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Écoles' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.locator('[aria-posinset="21"]')).toHaveCount(0);

  // Scroll to the end of what is loaded until the 21st school (page 2) arrives.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(list.locator('[aria-posinset="21"]')).toBeAttached({ timeout: 1000 });
  }).toPass();

  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('Rabat');

  await expect(page).toHaveURL(/\?q=Rabat$/);
  const cards = list.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(async () => {
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Rabat/i);
  }).toPass();
});
