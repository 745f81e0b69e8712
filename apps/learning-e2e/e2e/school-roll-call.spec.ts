import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/*
 * The roll call journey (issue 16) on the demo build: the professor takes the roll call of a seance
 * of Adam's class, the administrator sees the absence and the delay, Adam's parent sees the absence.
 * The fake backend runs in the page and keeps its state in this context's localStorage, so the three
 * accounts sign in one after the other in the same page. The clock starts on Wednesday
 * 25 November 2026 at 09:30 +01:00 (Casablanca, the contexts' time zone; Chromium may read it as
 * 08:30 GMT), during the professor's Arabic seance of 1AC-A (08:30–10:30).
 */
test('a professor takes the roll call; the administrator and the parent see the absence', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-25T09:30:00+01:00') });
  await page.goto('/connexion');
  await signIn(page, 'prof', 'prof123');

  // The professor's home: today's seances, the ones under way first.
  await expect(page).toHaveURL(/\/professeur$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Rachid' })).toBeVisible();
  const today = page.getByRole('list', { name: "Vos séances d'aujourd'hui" });
  await expect(today.getByRole('listitem').first()).toContainText('En cours');
  await today.getByRole('link', { name: "Faire l'appel : Arabe 1AC-A 08:30" }).click();

  // The roll call: everyone present; Adam absent, Nour 10 minutes late.
  await expect(page).toHaveURL(/\/professeur\/appel\/\d+\/2026-11-25$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appel' })).toBeVisible();
  const adam = page.getByRole('radiogroup', { name: 'Alaoui Adam' });
  await expect(adam.getByRole('radio', { name: 'Présent' })).toBeChecked();
  // A tap on the choice's text (the radio itself is drawn over).
  await adam.getByText('Absent', { exact: true }).click();
  await expect(adam.getByRole('radio', { name: 'Absent' })).toBeChecked();
  const nour = page.getByRole('radiogroup', { name: 'Aït Ouahmane Nour' });
  await nour.getByText('En retard', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Minutes de retard de Aït Ouahmane Nour' }).fill('10');
  const counts = page.getByLabel("Bilan de l'appel");
  await expect(counts).toHaveText('Présents16Absents1Retards1');
  await page.getByRole('button', { name: "Enregistrer l'appel" }).click();
  await expect(page.getByText(/^Appel enregistré à 0[89]:3\d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: "Modifier l'appel" })).toBeVisible();

  // Back home, the seance's roll call is done.
  await page.getByRole('link', { name: 'Accueil', exact: true }).first().click();
  await expect(page.getByRole('link', { name: 'Appel fait, le revoir : Arabe 1AC-A 08:30' })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  // The administrator: Adam's absence and Nour's delay in the absences, then the statistics.
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);
  await page.goto('/ecole/absences');
  await expect(page.getByRole('heading', { level: 1, name: 'Absences et retards' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Classe' }).selectOption({ label: '1AC-A' });
  await page.getByRole('button', { name: 'Détail des absences de Adam Alaoui' }).click();
  const detail = page.getByRole('table', { name: 'Détail des absences et retards' });
  const adamMark = detail.getByRole('row').filter({ hasText: 'mercredi 25 novembre 2026' });
  await expect(adamMark).toContainText('Arabe');
  await expect(adamMark).toContainText('Absent');
  await expect(adamMark).toContainText('Non justifiée');
  await page.getByRole('combobox', { name: 'Élève' }).selectOption({ label: 'Aït Ouahmane Nour' });
  await expect(detail.getByRole('row').filter({ hasText: 'mercredi 25 novembre 2026' })).toContainText(
    'En retard de 10 min',
  );
  await page.goto('/ecole/statistiques');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Absences et retards par mois' })).toContainText('nov.');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  // Adam's parent: the absence in Adam's absences, with no other change.
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, 'parent', 'parent123');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace parents' })).toBeVisible();
  await page.getByRole('link', { name: 'Toutes les absences' }).click();
  await expect(page).toHaveURL(/\/parent\/enfants\/\d+\/absences$/);
  const november = page.getByRole('region', { name: 'novembre 2026' });
  await expect(november.getByRole('listitem').filter({ hasText: 'Arabe' })).toContainText('Absent');
});
