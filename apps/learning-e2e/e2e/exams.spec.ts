import { expect, test, type Page } from '@playwright/test';

/** Signs the demo student in; the dashboard lists the exams of their level. */
async function signInAsStudent(page: Page) {
  await page.goto('/connexion');
  await page.getByLabel(/^Nom d'utilisateur ou e-mail/).fill('eleve');
  await page.getByLabel(/^Mot de passe/).fill('eleve123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('region', { name: 'Examens' }).getByRole('listitem')).toHaveCount(8);
}

/** Opens an open exam from the dashboard's "Examens" section. */
async function openExam(page: Page, title: string) {
  await page.getByRole('region', { name: 'Examens' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/examens\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Hands the exam in; with questions left unanswered, confirms. */
async function handIn(page: Page, { confirm }: { confirm: boolean }) {
  await page.getByRole('button', { name: 'Rendre mon examen' }).click();
  if (confirm) {
    const dialog = page.getByRole('alertdialog', { name: 'Il reste des questions sans réponse' });
    await dialog.getByRole('button', { name: 'Rendre quand même' }).click();
  }
}

test('immediate feedback: each answer is checked at once, then the grade and the corrections', async ({ page }) => {
  await signInAsStudent(page);
  await openExam(page, 'Les fractions');
  const check = page.getByRole('button', { name: 'Vérifier ma réponse' });
  const next = page.getByRole('button', { name: 'Question suivante' });

  await expect(page.getByText('Question 1 sur 6')).toBeVisible();
  await page.getByRole('radio', { name: '3/8' }).check();
  await check.click();
  await expect(page.getByText("Bravo, c'est juste !")).toBeVisible();
  await next.click();

  await expect(page.getByText('Question 2 sur 6')).toBeVisible();
  await page.getByRole('radio', { name: 'Faux' }).check();
  await check.click();
  await expect(page.getByText('Pas tout à fait…')).toBeVisible();
  await expect(page.getByText('La bonne réponse : Vrai')).toBeVisible();
  // A checked answer is locked.
  await expect(page.getByRole('radio', { name: 'Vrai' })).toBeDisabled();
  await next.click();

  await page.getByRole('checkbox', { name: '2/4' }).check();
  await page.getByRole('checkbox', { name: '3/6' }).check();
  await page.getByRole('checkbox', { name: '5/10' }).check();
  await check.click();
  await expect(page.getByText("Bravo, c'est juste !")).toBeVisible();
  await next.click();

  await page.getByRole('textbox', { name: 'Ta réponse' }).fill('3/4');
  await check.click();
  await expect(page.getByText("Bravo, c'est juste !")).toBeVisible();
  await next.click();

  // Ordering, with the keyboard: served as 1/2, 3/4, 1/4, 1/8; the right order is 1/8, 1/4, 1/2, 3/4.
  await expect(page.getByText('Question 5 sur 6')).toBeVisible();
  const up = (item: string) => page.getByRole('button', { name: `Monter « ${item} »` });
  await up('1/8').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await up('1/4').click();
  await up('1/4').click();
  await expect(page.getByRole('listitem')).toContainText(['1/8', '1/4', '1/2', '3/4']);
  await check.click();
  await expect(page.getByText("Bravo, c'est juste !")).toBeVisible();
  await next.click();

  await page.getByRole('radio', { name: '1/2' }).check();
  await check.click();
  await handIn(page, { confirm: false });

  await expect(page.getByText('Ta note')).toBeVisible();
  // 5 right answers of 6, on 20, to the half point.
  await expect(page.getByText('16,5 / 20')).toBeVisible();
  await expect(page.getByText('Bonnes réponses : 5 sur 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La correction' })).toBeVisible();
});

test('feedback at the end: a reload in the middle keeps the answers; the corrections come with the grade', async ({
  page,
}) => {
  await signInAsStudent(page);
  await openExam(page, 'Les nombres');
  await page.getByRole('textbox', { name: 'Ta réponse' }).fill('60');
  await page.getByRole('radio', { name: '48' }).check();
  // No feedback before the end.
  await expect(page.getByRole('button', { name: 'Vérifier ma réponse' })).toHaveCount(0);

  await page.reload();

  await expect(page.getByRole('textbox', { name: 'Ta réponse' })).toHaveValue('60');
  await expect(page.getByRole('radio', { name: '48' })).toBeChecked();
  await handIn(page, { confirm: true });
  await expect(page.getByText('Ta note')).toBeVisible();
  await expect(page.getByText('Bonnes réponses : 2 sur 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La correction' })).toBeVisible();
  await expect(page.getByText('La bonne réponse : Faux')).toBeVisible();
});

test('no feedback: the grade only; a second submit from another tab is refused with its message', async ({
  page,
  context,
}) => {
  await signInAsStudent(page);
  await openExam(page, 'Vocabulaire et grammaire');
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByText('Question 1 sur 4')).toBeVisible();

  await page.getByRole('radio', { name: 'lent' }).check();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Question suivante' }).click();
  await handIn(page, { confirm: true });
  await expect(page.getByText('Ta note')).toBeVisible();
  await expect(page.getByText('Ton professeur te montrera la correction en classe.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La correction' })).toHaveCount(0);

  for (let i = 0; i < 3; i++) await second.getByRole('button', { name: 'Question suivante' }).click();
  await handIn(second, { confirm: true });
  await expect(second.getByText("Tu es déjà en train d'envoyer cet examen !")).toBeVisible();
  // The exam then shows the grade it already has.
  await expect(second.getByText('Ta note')).toBeVisible();
});

test('a timed exam submits itself when the time is up, and says so', async ({ page }) => {
  await page.clock.install();
  await signInAsStudent(page);
  await openExam(page, 'Le monde du vivant');
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toHaveText(/^(3:00|2:5\d)$/);
  await page.getByRole('radio', { name: 'De lumière' }).check();

  await page.clock.fastForward('03:05');

  await expect(
    page.getByRole('status').filter({ hasText: 'Le temps est écoulé : tes réponses sont envoyées.' }),
  ).toBeVisible();
  await expect(page.getByText('Ta note')).toBeVisible();
  await expect(page.getByText('Bonnes réponses : 1 sur 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La correction' })).toBeVisible();
});
