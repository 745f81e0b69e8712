import { expect, test } from '../../../tools/spec-backend/fixture.mts';

/**
 * Schools search → school page → levels page against the spec-literal backend, in both readings
 * of a school's levels (Level objects or ids) and level groups (ids or `{ id, name }` objects).
 */
test('a visitor searches the schools, opens one, picks a level and sees its packs and supply list', async ({
  page,
  spec,
}) => {
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Écoles' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('atlas');
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article')).toContainText('École Atlas');
  expect(spec.seen.some((r) => r.query['name'] === 'atlas' && r.query['action'] === 'get_schools')).toBe(true);

  await list.getByRole('link', { name: 'École Atlas' }).click();
  await expect(page).toHaveURL(/\/school\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'École Atlas' })).toBeVisible();
  await expect(page.getByText('12 avenue Mohammed V, Fès')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cycles' }).getByRole('listitem')).toHaveText(['Primaire', 'Collège']);
  await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:+212535001000');

  // The level tiles, grouped by cycle.
  const primary = page.getByRole('group', { name: 'Primaire' });
  await expect(primary.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'Collège' }).getByRole('checkbox')).toHaveCount(1);
  const valid = page.getByRole('button', { name: 'Valider' });
  await expect(valid).toBeDisabled();
  await primary.getByRole('checkbox', { name: 'CE1' }).check();
  await valid.click();

  await expect(page).toHaveURL(/\/school\/1\/levels\?levels=2$/);
  await expect(page.getByText('Niveaux : CE1')).toBeVisible();
  // Only the first pack, then all of them.
  const packs = page.getByRole('region', { name: 'Packs' });
  await expect(packs.getByRole('button', { name: /^Voir le détail de / })).toHaveCount(1);
  await packs.getByRole('button', { name: 'Voir tous les packs' }).click();
  await expect(packs.getByRole('button', { name: 'Voir le détail de Pack Complet CE1' })).toBeVisible();
  await expect(packs.getByRole('button', { name: 'Voir le détail de Pack Essentiel CE1' })).toBeVisible();
  // The supply list of CE1, each article with its subject and a quantity stepper.
  const supplies = page.getByRole('region', { name: 'Listes de fournitures' });
  await expect(supplies.getByRole('listitem')).toHaveCount(4);
  await expect(
    supplies.getByRole('spinbutton', { name: 'Quantité de Cahier 96 pages grands carreaux – Mathématiques' }),
  ).toHaveValue('4');
  await expect(supplies.getByRole('spinbutton', { name: 'Quantité de Livre de lecture CE1 – Français' })).toHaveValue(
    '1',
  );
});
