import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** A week of the seed's current year, named in the URL: the pages show it whatever today is. */
const WEEK = '2026-11-23';

test('a professor fills in the textbook of a seance and builds a chapter; the administrator validates the entry', async ({
  page,
}) => {
  // Two users across four pages: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await page.goto('/connexion');
  await signIn(page, 'prof', 'prof123');
  await expect(page).toHaveURL(/\/professeur$/);

  // The textbook: the week's seances, the first one filled in.
  await page.goto(`/professeur/cahier-de-textes?semaine=${WEEK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cahier de textes' })).toBeVisible();
  await expect(page.getByText('Semaine du 23 novembre 2026')).toBeVisible();
  const fill = page.getByRole('button', { name: /^Remplir le cahier de textes : / }).first();
  await expect(fill).toBeEnabled();
  const seance = ((await fill.getAttribute('aria-label')) ?? '').replace('Remplir le cahier de textes : ', '');
  const [, className = ''] = seance.split(' · ');
  await fill.click();
  const dialog = page.getByRole('dialog', { name: 'Remplir le cahier de textes' });
  await dialog.getByRole('textbox', { name: /Titre de la séance/ }).fill('Les fractions égales');
  await dialog.getByRole('textbox', { name: /Devoirs donnés/ }).fill('Exercice 3 page 45');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Modifier le cahier de textes : ${seance}` })).toBeVisible();
  await expect(page.getByText('Les fractions égales')).toBeVisible();

  // The programme: a chapter, a lesson in it, then the lesson deleted after a confirmation.
  await page.goto('/professeur/programme');
  const chapterForm = page.getByRole('form', { name: 'Nouveau chapitre' });
  await chapterForm.getByRole('textbox', { name: /Nom du chapitre/ }).fill('Les volumes');
  await chapterForm.getByRole('button', { name: 'Ajouter le chapitre' }).click();
  const chapter = page.getByRole('region', { name: /: Les volumes$/ });
  await expect(chapter).toBeVisible();
  const lessonForm = chapter.getByRole('form', { name: 'Ajouter une leçon à Les volumes' });
  await lessonForm.getByRole('textbox', { name: /Titre de la leçon/ }).fill('Le cube');
  await lessonForm.getByRole('textbox', { name: /Durée/ }).fill('0');
  await lessonForm.getByRole('button', { name: 'Ajouter la leçon' }).click();
  await expect(lessonForm.getByText("La durée doit être d'au moins 1")).toBeVisible();
  await lessonForm.getByRole('textbox', { name: /Durée/ }).fill('45');
  await lessonForm.getByRole('button', { name: 'Ajouter la leçon' }).click();
  await expect(chapter.getByRole('list', { name: 'Leçons de Les volumes' })).toContainText('Le cube45 minutes');
  await chapter.getByRole('button', { name: 'Supprimer la leçon Le cube' }).click();
  await page
    .getByRole('alertdialog', { name: 'Supprimer la leçon « Le cube » ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(chapter.getByText('Aucune leçon dans ce chapitre.')).toBeVisible();

  // A competency of the programme, then deleted after a confirmation.
  const competencies = page.getByRole('region', { name: 'Compétences' });
  const competencyForm = competencies.getByRole('form', { name: 'Nouvelle compétence' });
  await competencyForm.getByRole('textbox', { name: /^Code/ }).fill('C9');
  await competencyForm.getByRole('textbox', { name: /^Intitulé/ }).fill('Modéliser une situation');
  await competencyForm.getByRole('button', { name: 'Ajouter la compétence' }).click();
  await expect(competencies.getByRole('listitem').filter({ hasText: 'Modéliser une situation' })).toBeVisible();
  await competencies.getByRole('button', { name: 'Supprimer la compétence C9 Modéliser une situation' }).click();
  await page
    .getByRole('alertdialog', { name: /^Supprimer la compétence/ })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(competencies.getByText('Modéliser une situation')).toBeHidden();

  // The administrator reviews that class's textbook and validates the entry.
  await page.goto('/deconnexion');
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);
  await page.goto('/ecole/cahier-de-textes');
  await page.getByRole('combobox', { name: 'Classe' }).selectOption({ label: className });
  const validate = page.getByRole('button', { name: /^Valider « Les fractions égales » / });
  await expect(validate).toBeVisible();
  await validate.click();
  await expect(validate).toBeHidden();
  await page.getByRole('checkbox', { name: /^Seulement/ }).uncheck();
  await expect(page.getByRole('listitem').filter({ hasText: 'Les fractions égales' })).toContainText('Validé');
});
