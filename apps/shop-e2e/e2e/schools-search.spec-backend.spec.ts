import { expect, test } from '../../../tools/spec-backend/fixture.mts';

/** Schools search against the spec-literal backend, in both readings of a school's levels. */
test('a visitor searches the schools and opens one', async ({ page, spec }) => {
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Écoles' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('atlas');
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article')).toContainText('École Atlas');
  expect(spec.seen.some((r) => r.query['name'] === 'atlas' && r.query['action'] === 'get_schools')).toBe(true);
});
