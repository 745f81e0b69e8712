import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** Signs the demo school administrator in; they land on their home. */
async function signInAsAdministrator(page: Page) {
  await page.goto('/connexion');
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);
}

/** Opens an add form of a setup page by its button; answers the dialog. */
async function openForm(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: title });
}

test('the administrator sets the school up: a year, the levels, a class, a subject, a classroom; deleting asks first', async ({
  page,
}) => {
  // Five pages, each with a save: a long journey on a shared CI machine.
  test.slow();
  await signInAsAdministrator(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Nadia !' })).toBeVisible();

  // A scholar year.
  await page.getByRole('link', { name: 'Ouvrir : Années scolaires' }).click();
  await expect(page).toHaveURL(/\/ecole\/annees$/);
  let form = await openForm(page, 'Ajouter une année', 'Nouvelle année scolaire');
  await form.getByLabel(/^Nom/).fill('2027-2028');
  await form.getByLabel(/^Date de début/).fill('06092027');
  await form.getByLabel(/^Date de fin/).fill('30062028');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  const years = page.getByRole('list', { name: 'Vos années scolaires' });
  await expect(years.getByRole('listitem').filter({ hasText: '2027-2028' })).toBeVisible();

  // The levels taught: the lycée cannot go while it has classes; all three are kept.
  await page.goto('/ecole/classes');
  const levels = page.getByRole('form', { name: 'Niveaux enseignés' });
  await expect(levels.getByRole('checkbox', { name: /^Lycée/ })).toBeChecked();
  await levels.getByRole('checkbox', { name: /^Lycée/ }).uncheck();
  await levels.getByRole('button', { name: 'Enregistrer les niveaux' }).click();
  await expect(
    levels.getByText("Des classes sont à un niveau que vous retirez : supprimez-les d'abord."),
  ).toBeVisible();
  await levels.getByRole('checkbox', { name: /^Lycée/ }).check();
  await levels.getByRole('button', { name: 'Enregistrer les niveaux' }).click();
  await expect(levels.getByText('Les niveaux enseignés sont enregistrés.')).toBeVisible();

  // A class at one of those levels.
  form = await openForm(page, 'Ajouter une classe', 'Nouvelle classe');
  await form.getByLabel(/^Nom de la classe/).fill('1AC-Z');
  await form.getByLabel(/^Niveau/).selectOption({ label: '1ère année collège' });
  await form.getByLabel(/^Année scolaire/).selectOption({ label: '2026-2027' });
  await form.getByLabel(/^Professeur principal/).selectOption({ label: 'Rachid Cherkaoui' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  const level = page.getByRole('list', { name: '1ère année collège' });
  const newClass = level.getByRole('listitem').filter({ hasText: '1AC-Z' });
  await expect(newClass).toContainText('0 élève');
  await expect(newClass).toContainText('Professeur principal : Rachid Cherkaoui');

  // A subject of the school.
  await page.goto('/ecole/matieres');
  form = await openForm(page, 'Ajouter une matière', 'Nouvelle matière');
  await form.getByLabel(/^Nom \(français\)/).fill('Robotique');
  await form.getByLabel(/^Nom \(arabe\)/).fill('الروبوتيك');
  await form.getByRole('checkbox', { name: '1ère année collège' }).check();
  await form.getByLabel(/^Coefficient/).fill('1,5');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  const subject = page
    .getByRole('list', { name: 'Matières enseignées' })
    .getByRole('listitem')
    .filter({ hasText: 'Robotique' });
  await expect(subject).toContainText('Coefficient 1,5');
  await expect(subject).toContainText("Propre à l'école");

  // A classroom type, then a classroom of that type.
  await page.goto('/ecole/salles');
  form = await openForm(page, 'Ajouter un type', 'Nouveau type de salle');
  await form.getByLabel(/^Nom du type/).fill('Atelier');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  form = await openForm(page, 'Ajouter une salle', 'Nouvelle salle');
  await form.getByLabel(/^Nom de la salle/).fill('Atelier 1');
  await form.getByLabel(/^Type/).selectOption({ label: 'Atelier' });
  await form.getByLabel(/^Capacité/).fill('16');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  const rooms = page.getByRole('list', { name: 'Salles', exact: true });
  await expect(rooms.getByRole('listitem').filter({ hasText: 'Atelier 1' })).toContainText('16 places');

  // Deleting asks for confirmation first.
  await rooms.getByRole('button', { name: 'Supprimer Atelier 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Supprimer « .?Atelier 1.? » \?/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(rooms.getByRole('listitem').filter({ hasText: 'Atelier 1' })).toHaveCount(0);
});

test('an administrator without a school goes through the guided first run’s school step', async ({ page }) => {
  await signInAsAdministrator(page);
  // The demo administrator leaves their school (in the demo's stored data), as a new one would have none.
  await page.evaluate(() => {
    const key = 'kk_fake_backend';
    const db = JSON.parse(localStorage.getItem(key) ?? '{}', (_k, v: unknown) => {
      if (typeof v === 'object' && v !== null && '$cols' in v && '$rows' in v) {
        const { $cols, $rows } = v as { $cols: string[]; $rows: unknown[][] };
        return $rows.map((row) => Object.fromEntries($cols.map((c, i) => [c, row[i]])));
      }
      return v;
    });
    const admin = db.users.find((u: { username: string }) => u.username === 'ecole');
    admin.school_id = null;
    for (const school of db.school.schools) school.admin_ids = school.admin_ids.filter((id: number) => id !== admin.id);
    localStorage.setItem(key, JSON.stringify(db));
  });
  await page.reload();

  await expect(page.getByRole('heading', { name: "Vous n'avez pas encore d'école" })).toBeVisible();
  await page.getByRole('link', { name: "Commencer l'installation" }).click();
  await expect(page).toHaveURL(/\/ecole\/installation$/);
  await expect(page.getByText('Étape 1 sur 8')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();

  const form = page.getByRole('form', { name: 'Créer votre école' });
  await form.getByLabel(/^Nom de l'école/).fill('École Al Amal');
  await form.getByLabel(/^Ville/).fill('Rabat');
  await form.getByLabel(/^Téléphone/).fill('0537000000');
  await form.getByLabel(/^Adresse/).fill('5, avenue de France');
  await form.getByLabel(/^E-mail de l'école/).fill('contact@alamal.ma');
  await form.getByRole('checkbox', { name: 'Primaire' }).check();
  await form.getByRole('button', { name: "Créer l'école" }).click();

  await expect(page.getByText(/Votre école : .?École Al Amal/)).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/ecole\/installation\?etape=2$/);
  await expect(page.getByText('Étape 2 sur 8')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vos années scolaires' }).getByRole('listitem')).toHaveCount(1);
});

test('the administrator changes the settings, the logo, a reclamation type and an exercise category', async ({
  page,
}) => {
  await signInAsAdministrator(page);
  await page.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/ecole\/parametres$/);
  await expect(page.getByRole('heading', { level: 1, name: "Paramètres de l'école" })).toBeVisible();

  // Two semesters and 55-minute seances; they are still there after a reload.
  const settings = page.getByRole('form', { name: 'Réglages' });
  await settings.getByLabel(/^Périodes de l'année/).selectOption({ label: 'Deux semestres' });
  await settings.getByLabel(/^Durée d'une séance/).fill('55');
  await settings.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(settings.getByText('Réglages enregistrés.')).toBeVisible();
  await page.reload();
  await expect(settings.getByLabel(/^Durée d'une séance/)).toHaveValue('55');
  await expect(settings.getByLabel(/^Périodes de l'année/)).toHaveValue('2');

  // A new logo: a text file is refused before anything is sent; a PNG becomes the logo.
  const logo = page.getByRole('region', { name: 'Logo' });
  const input = logo.locator('input[type="file"]');
  await input.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(logo.getByText(/n'est pas une image PNG, JPEG ou WebP/)).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await logo.getByRole('button', { name: 'Enregistrer le logo' }).click();
  await expect(logo.getByText('Logo enregistré.')).toBeVisible();
  await expect(logo.getByRole('img', { name: /^Logo de/ })).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Deleting the logo asks first.
  await logo.getByRole('button', { name: 'Supprimer le logo' }).click();
  await page
    .getByRole('alertdialog', { name: 'Supprimer le logo ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(logo.getByText("Votre école n'a pas encore de logo.")).toBeVisible();

  // A reclamation type.
  let form = await openForm(page, 'Ajouter un type', 'Nouveau type de réclamation');
  await form.getByLabel(/^Nom du type/).fill('Infirmerie');
  await form.getByLabel(/^Description/).fill('Soins et santé.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Types de réclamation' }).getByText('Infirmerie')).toBeVisible();

  // A category that holds exercises is not deleted; a new empty one is.
  const categories = page.getByRole('list', { name: "Catégories d'exercices" });
  await categories.getByRole('button', { name: 'Supprimer Calcul mental' }).click();
  let confirm = page.getByRole('alertdialog', { name: /Supprimer « .?Calcul mental.? » \?/ });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    confirm.getByText('Cette catégorie contient des exercices : elle ne peut pas être supprimée.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  form = await openForm(page, 'Ajouter une catégorie', "Nouvelle catégorie d'exercices");
  await form.getByLabel(/^Nom de la catégorie/).fill('Géométrie');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(categories.getByText('Géométrie')).toBeVisible();
  await categories.getByRole('button', { name: 'Supprimer Géométrie' }).click();
  confirm = page.getByRole('alertdialog', { name: /Supprimer « .?Géométrie.? » \?/ });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(categories.getByText('Géométrie')).toBeHidden();
});
