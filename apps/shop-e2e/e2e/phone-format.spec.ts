import { expect, test } from '@playwright/test';

/**
 * Journey (issue 18, forms): at registration a phone "12", "12ab" or "abc" is refused with the
 * dictionary's message; "0661234567" is accepted, and the profile shows it in the one national
 * format, "06 61 23 45 67".
 */
test('a phone that is not a number is refused at registration; a Moroccan mobile is shown in national format', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Nadia');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Berrada');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('nadia.berrada@example.ma');
  await page.getByLabel(/^Mot de passe/).fill('secret12');
  await page.getByLabel(/^Confirmer le mot de passe/).fill('secret12');
  const phone = page.getByRole('textbox', { name: /^Téléphone/ });
  const create = page.getByRole('button', { name: 'Créer mon compte' });

  for (const wrong of ['12', '12ab', 'abc']) {
    await phone.fill(wrong);
    await create.click();
    await expect(page.getByText('Format du numéro de téléphone incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  }

  await phone.fill('0661234567');
  await expect(page.getByText('Format du numéro de téléphone incorrect')).toHaveCount(0);
  await create.click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Compte' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('06 61 23 45 67', { exact: true })).toBeVisible();
});
