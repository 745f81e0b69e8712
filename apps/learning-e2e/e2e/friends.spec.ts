import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test('a student accepts a friend request, removes a friend after a confirmation, and both changes stay', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Amis' }).click();
  await expect(page).toHaveURL(/\/amis$/);

  // A request received: accepted, the one who asked is a friend now.
  const requests = page.getByRole('region', { name: "Demandes d'amis" });
  const accept = requests.getByRole('button', { name: /^Accepter la demande d(?:e |’)/ }).first();
  const name = ((await accept.getAttribute('aria-label')) ?? '').replace(/^Accepter la demande d(?:e |’)/, '');
  await accept.click();
  await expect(page.getByText(`Toi et ${name} êtes maintenant amis.`)).toBeVisible();
  const list = page.getByRole('region', { name: 'Liste de mes amis' });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('Ami');
  await expect(
    requests.getByRole('button', { name: new RegExp(`^Accepter la demande d(?:e |’)${name}$`) }),
  ).toHaveCount(0);

  // The new friend removed: asked first, then gone.
  await list.getByRole('button', { name: `Retirer ${name} de tes amis` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Retirer ${name} de tes amis ?` });
  await dialog.getByRole('button', { name: 'Retirer', exact: true }).click();
  await expect(page.getByText(`${name} ne fait plus partie de tes amis.`)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // The fake backend kept both changes.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Liste de mes amis' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liste de mes amis' }).getByText(name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^Accepter la demande d(?:e |’)${name}$`) })).toHaveCount(0);
});
