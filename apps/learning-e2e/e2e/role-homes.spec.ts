import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** Nothing of the student's dashboard shows: no level choice, no class rank. */
async function expectNoStudentDashboard(page: Page) {
  await expect(page.getByText(/Choisis ton niveau/)).toHaveCount(0);
  await expect(page.getByText(/Rang dans la classe/)).toHaveCount(0);
}

const adults = [
  {
    who: 'a parent',
    username: 'parent',
    password: 'parent123',
    home: '/parent',
    title: 'Espace parents',
    area: 'À voir en priorité',
    sections: ['Accueil', 'Profil'],
  },
  {
    who: 'a professor',
    username: 'prof',
    password: 'prof123',
    home: '/professeur',
    title: 'Bonjour Rachid',
    area: "Vos séances d'aujourd'hui",
    sections: ['Accueil', 'Emploi du temps', 'Notes', 'Profil'],
  },
  {
    who: 'a school administrator',
    username: 'ecole',
    password: 'ecole123',
    home: '/ecole',
    title: 'Bonjour Nadia !',
    area: "Installation de l'école",
    sections: ['Accueil', 'Élèves', 'Emploi du temps', 'Notes', 'Profil'],
  },
];

for (const { who, username, password, home, title, area, sections: tabs } of adults) {
  test(`${who} signs in and lands on their own home, not the student's dashboard`, async ({ page }) => {
    await page.goto('/connexion');
    await signIn(page, username, password);

    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · KoolSkools`);
    await expect(page.getByRole('heading', { name: area })).toBeVisible();
    await expectNoStudentDashboard(page);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveText(tabs);
  });
}

test('a student signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/connexion');
  await expect(page).toHaveTitle('Connexion · KoolSkools');
  await signIn(page, 'eleve', 'eleve123');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Adam !' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes devoirs' })).toBeVisible();
  await expect(page).toHaveTitle('Bonjour Adam ! · KoolSkools');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Amis' }).click();
  await expect(page).toHaveTitle('Mes amis · KoolSkools');
});

test("an adult opening a student's page (/amis) is sent to their home", async ({ page }) => {
  await page.goto('/connexion');
  await signIn(page, 'parent', 'parent123');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace parents' })).toBeVisible();

  await page.goto('/amis');

  await expect(page).toHaveURL(/\/parent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace parents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes amis' })).toHaveCount(0);
});
