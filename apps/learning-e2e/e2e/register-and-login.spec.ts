import { expect, test, type Page } from '@playwright/test';

/** Fills the student registration form (French UI). */
async function fillStudentForm(page: Page, person: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel(/^Prénom/).fill(person.first);
  await page.getByLabel(/^Nom\b/).fill(person.last);
  await page.getByLabel(/^Niveau scolaire/).selectOption({ label: '1ère année collège' });
  await page.getByLabel(/^E-mail/).fill(person.email);
  await page.getByLabel(/^Téléphone/).fill('0661234567');
  await page.getByLabel(/^Mot de passe/).fill(person.password);
  await page.getByLabel(/^Confirmer le mot de passe/).fill(person.password);
  await page.getByText("J'accepte les conditions d'utilisation de KoolSkools").click();
}

/** The dashboard shows the seeded data of level "1ère année collège". */
async function expectSeededDashboard(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${firstName} !` })).toBeVisible();
  const challenges = page.getByRole('region', { name: 'Mes défis' });
  await expect(challenges.getByRole('listitem')).toHaveCount(5);
  await expect(challenges.getByText('Super-héros du savoir')).toBeVisible();
  await expect(challenges.getByText(/Défi du jour/).first()).toBeVisible();
  const exams = page.getByRole('region', { name: 'Examens' });
  await expect(exams.getByRole('listitem')).toHaveCount(8);
  await expect(exams.getByRole('link', { name: 'Les fractions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes scores' }).getByText('Points gagnés')).toBeVisible();
}

test('a new student registers, is signed in, and after logging out signs in again to seeded data', async ({ page }) => {
  const person = { first: 'Yasmine', last: 'Bennani', email: 'yasmine.bennani.e2e@gmail.com', password: 'secret123' };

  await page.goto('/');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('radio', { name: /Élève/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/inscription\?profil=eleve$/);

  await fillStudentForm(page, person);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('heading', { name: 'Bienvenue, Yasmine !' })).toBeVisible();
  // The backend chose the username from the names: the page shows it, to sign in with later.
  const username = 'yasmine.bennani';
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Accéder à mon tableau de bord' }).click();
  await expectSeededDashboard(page, 'Yasmine');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);

  await page.getByLabel(/^Nom d'utilisateur ou e-mail/).fill(username);
  await page.getByLabel(/^Mot de passe/).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSeededDashboard(page, 'Yasmine');
  // A new student has no homework yet: the section says so rather than staying blank.
  await expect(
    page.getByRole('region', { name: 'Mes devoirs' }).getByText('Aucun devoir pour le moment.'),
  ).toBeVisible();
});

test('the demo student signs in to their homework and marks one done', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByLabel(/^Nom d'utilisateur ou e-mail/).fill('eleve');
  await page.getByLabel(/^Mot de passe/).fill('eleve123');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const tasks = page.getByRole('region', { name: 'Mes devoirs' });
  await expect(tasks.getByRole('checkbox')).toHaveCount(6);
  const first = tasks.getByRole('checkbox').first();
  const wasDone = await first.isChecked();
  // Like a user: a tap on the homework's label.
  const row = tasks.getByRole('listitem').first();
  await row.locator('label').click();
  await expect(first).toBeChecked({ checked: !wasDone });
  // The row is busy until the backend has it.
  await expect(row).toHaveAttribute('aria-busy', 'false');

  // The toggle is kept by the backend: it survives a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Mes devoirs' }).getByRole('checkbox').first()).toBeChecked({
    checked: !wasDone,
  });
});
