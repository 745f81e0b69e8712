import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** The demo student's Massar code in his school's register (libs/shared/api-mocks/README.md). */
const DEMO_MASSAR_CODE = 'D130012345';

test('a student changes avatar, uploads a profile picture (a bad file is refused) and links the account to the school', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  const headerAvatar = page.getByRole('banner').locator('[data-ui="avatar-image"]');

  // The avatar: the panda's tile, chosen and saved; the header shows the panda.
  const avatars = page.getByRole('region', { name: 'Mon avatar' });
  const panda = avatars.locator('label').filter({ has: page.getByRole('radio', { name: 'Panda', exact: true }) });
  await panda.click();
  await expect(avatars.getByRole('radio', { name: 'Panda', exact: true })).toBeChecked();
  await avatars.getByRole('button', { name: 'Choisir cet avatar' }).click();
  await expect(avatars.getByText('Ton nouvel avatar est enregistré.')).toBeVisible();
  const pandaPicture = await panda.locator('img').getAttribute('src');
  await expect(headerAvatar).toHaveAttribute('src', pandaPicture ?? 'the panda has a picture');

  // A file that is not a picture is refused with the reason; nothing to save.
  const picture = page.getByRole('region', { name: 'Ma photo' });
  const fileInput = picture.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'devoir.txt', mimeType: 'text/plain', buffer: Buffer.from('Mes devoirs') });
  // The file's name is isolated (FSI … PDI) inside the sentence.
  await expect(
    picture.getByText(/^« \u2068devoir\.txt\u2069 » n'est pas une photo JPEG, PNG ou WebP\.$/),
  ).toBeVisible();
  await expect(picture.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  // A PNG photo: previewed, saved, and the header shows it.
  await fileInput.setInputFiles(path.join(test.info().project.testDir, 'fixtures', 'photo.png'));
  await expect(picture.getByRole('img', { name: 'Aperçu de ta nouvelle photo' })).toBeVisible();
  await picture.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(picture.getByText('Ta nouvelle photo est enregistrée.')).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /^data:image\/png;base64,/);

  // The school: a code no school has is refused with the dictionary's message; the demo code links.
  const school = page.getByRole('region', { name: 'Relier mon compte à mon école' });
  const code = school.getByRole('textbox', { name: /Code Massar/ });
  await code.fill('Z999999999');
  await school.getByRole('button', { name: 'Relier mon compte' }).click();
  await expect(school.getByText("Ce code Massar n'est pas valide")).toBeVisible();
  await code.fill(DEMO_MASSAR_CODE);
  await school.getByRole('button', { name: 'Relier mon compte' }).click();
  await expect(school.getByText('Ton compte est relié à ton école.')).toBeVisible();
  await expect(school.getByText('Groupe Scolaire Al Khawarizmi')).toBeVisible();
});
