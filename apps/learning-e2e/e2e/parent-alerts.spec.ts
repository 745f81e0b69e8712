import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** The unread count the bell's name says ("3 alertes non lues"), once it has loaded. */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('link', { name: /^(\d+ alertes? non lues?|Aucune alerte non lue)$/ });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/^(\d+)/.exec(name)?.[1] ?? 0);
}

test("a parent sees the unread alerts in the header, opens the child's absence, and it is read", async ({ page }) => {
  await page.goto('/connexion');
  await signIn(page, 'parent', 'parent123');
  await expect(page).toHaveURL(/\/parent$/);

  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  const before = await unreadCount(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: `${before} alertes non lues` })
    .click();
  await expect(page).toHaveURL(/\/parent\/alertes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alertes' })).toBeVisible();

  // The absence of the demo student (yesterday), unread, naming him.
  const absence = page.getByRole('link', { name: /^Absence d’Adam/ }).first();
  await expect(absence).toContainText('Nouveau');
  await absence.click();

  // His absences page, with that absence.
  await expect(page).toHaveURL(/\/parent\/enfants\/5\/absences\?enfant=5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Absences d’Adam' })).toBeVisible();
  await expect(page.getByText(/^Absent/).first()).toBeVisible();

  // Back in the centre: that alert is read, and the header counts one fewer.
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
  await page.goto('/parent/alertes');
  await expect(page.getByRole('link', { name: /^Absence d’Adam/ }).first()).not.toContainText('Nouveau');
});

test("a parent approves a child's friend request, and the child may then accept it", async ({ page }) => {
  await page.goto('/connexion');
  await signIn(page, 'parent', 'parent123');
  await expect(page).toHaveURL(/\/parent$/);
  await page.goto('/parent/enfants/5/amis');

  const awaiting = page.getByRole('region', { name: 'Demandes à approuver' });
  const approve = awaiting.getByRole('button', { name: /^Approuver la demande d(?:e |’)/ }).first();
  const name = ((await approve.getAttribute('aria-label')) ?? '').replace(/^Approuver la demande d(?:e |’)/, '');
  await approve.click();
  await expect(page.getByText(new RegExp(`^Demande d(?:e |’)${name} approuvée\\.$`))).toBeVisible();
  await expect(awaiting.getByText(name)).toHaveCount(0);
  await expect(awaiting.getByText("Aucune demande n'attend votre accord.")).toBeVisible();

  // The child, on the same device, now has a request she may accept.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, 'eleve', 'eleve123');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Amis' }).click();
  const requests = page.getByRole('region', { name: "Demandes d'amis" });
  await expect(
    requests.getByRole('button', { name: new RegExp(`^Accepter la demande d(?:e |’)${name}$`) }),
  ).toBeEnabled();
  await expect(requests.getByText("En attente de l'accord de tes parents")).toHaveCount(0);
});
