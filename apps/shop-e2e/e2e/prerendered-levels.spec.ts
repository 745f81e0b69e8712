import { expect, test } from '@playwright/test';
import { consoleErrors, holdEntry } from '../../../tools/playwright/prerendered-page.mts';

/**
 * Issue 19: a school's levels page starts from its first screen in the HTML (school-id-levels.html,
 * prerendered at build time once for every `/school/{id}/levels`: the sections' titles, the lists'
 * hint and the data's skeletons), which the app adopts when it starts and fills with the school's.
 */

const HINT = 'Ajustez les quantités, puis envoyez votre demande de devis aux librairies.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("any school's levels page shows its sections from the HTML alone; the school page does not", async ({
    page,
  }) => {
    for (const url of ['/school/1/levels?levels=7', '/school/42/levels']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 2, name: 'Listes de fournitures' })).toBeVisible();
      await expect(page.getByText(HINT)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Packs' })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    }

    await page.goto('/school/1');
    await expect(page.locator('#kk-start')).toBeVisible();
    await expect(page.getByText(HINT)).toHaveCount(0);
  });
});

test("the drawn levels page is adopted by the app: the school's packs and lists arrive and a stepper works, with no console error", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const entry = await holdEntry(page);
  await page.goto('/school/1/levels?levels=7', { waitUntil: 'commit' });

  await expect(page.getByText(HINT)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  entry.release();

  await expect(page.getByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { name: 'Pack Essentiel 1ère année collège' })).toBeVisible();
  const level = page.getByRole('region', { name: /1ère année collège/ });
  const quantity = level.getByRole('spinbutton').first();
  const before = Number(await quantity.inputValue());
  await level
    .getByRole('button', { name: /^Augmenter la quantité de/ })
    .first()
    .click();
  await expect(quantity).toHaveValue(String(before + 1));
  expect(errors).toEqual([]);
});
