import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { editWithEachScope, seanceAt } from './support/timetable';

/*
 * Issue 16's "Done when", as one chained journey on the demo build: every step uses what the steps
 * before it created. The fake backend runs in the page and keeps its state in this context's
 * localStorage, so the administrator, the professor and the parent sign in one after the other in
 * the same page.
 *
 * The clock is pinned for the whole journey to Tuesday 24 November 2026 at 17:15 (+01:00,
 * Casablanca, the contexts' time zone), a school day of the seed's current year (2026-2027): the
 * weekly seance added on that Tuesday is "today" for the professor's home, and the control is dated
 * in the first trimester. A new scholar year is added but does not become the current one; the new
 * class goes in the current year, the one every other page (timetable, report cards, statistics)
 * shows.
 */
const NOW = new Date('2026-11-24T17:15:00+01:00');

/** What the administrator creates. */
const CLASS_NAME = '2AC-B';
const LEVEL = '2ème année collège';
const SUBJECT = 'Robotique';
const CLASSROOM = 'Atelier robotique';
const PROFESSOR = 'Rachid Cherkaoui';

/** The three students imported (valid Code Massar: a letter and 9 digits, none in the seed). */
const ABSENT = { last: 'Berrada', first: 'Yasmine', massar: 'T270000001' };
const LATE = { last: 'Kettani', first: 'Omar', massar: 'T270000002' };
const PRESENT = { last: 'Squalli', first: 'Lina', massar: 'T270000003' };
const CSV = [
  'code_massar;last_name;first_name;birthday;gender;parent_name;parent_phone',
  `${ABSENT.massar};${ABSENT.last};${ABSENT.first};2013-03-14;F;;`,
  `${LATE.massar};${LATE.last};${LATE.first};20/05/2013;M;Karim Kettani;0611223344`,
  `${PRESENT.massar};${PRESENT.last};${PRESENT.first};2013-09-02;F;;`,
].join('\n');

/** "Nom Prénom", as the school's lists write a student. */
const listName = (s: { last: string; first: string }) => `${s.last} ${s.first}`;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 412, height: 915 };

/** Signs out, then signs `username` in from the sign-in page. */
async function switchTo(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await signIn(page, username, password);
}

/** The frame's navigation. */
const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/** Back to the administrator's home, then one of its links (a setup step or a shortcut). */
async function openFromHome(page: Page, link: string, url: RegExp) {
  await sections(page).getByRole('link', { name: 'Accueil' }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** Opens an add form of a setup page by its button; answers the dialog. */
async function openForm(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: title });
}

test('issue 16 end to end: setup, import, weekly seance and its scopes, roll call, grades, report card, statistics, the parent', async ({
  page,
}) => {
  // Four roles' worth of pages in one chain, on a shared CI machine.
  test.slow();
  await page.clock.setFixedTime(NOW);
  await page.setViewportSize(DESKTOP);
  await page.goto('/connexion');
  await signIn(page, 'ecole', 'ecole123');
  await expect(page).toHaveURL(/\/ecole$/);

  await test.step('1. the administrator sets up a year, a class, a subject and a classroom', async () => {
    // A scholar year: added to the list, not the current one (2026-2027 stays current).
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
    await expect(years.getByRole('listitem').filter({ hasText: '2026-2027' })).toContainText('Année en cours');

    // The levels are the school's level groups (an administrator picks them, adds none): the
    // collège is taught; the class goes at one of its levels, in the current year.
    await openFromHome(page, 'Ouvrir : Classes', /\/ecole\/classes$/);
    await expect(
      page.getByRole('form', { name: 'Niveaux enseignés' }).getByRole('checkbox', { name: /^Collège/ }),
    ).toBeChecked();
    form = await openForm(page, 'Ajouter une classe', 'Nouvelle classe');
    await form.getByLabel(/^Nom de la classe/).fill(CLASS_NAME);
    await form.getByLabel(/^Niveau/).selectOption({ label: LEVEL });
    await form.getByLabel(/^Année scolaire/).selectOption({ label: '2026-2027' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form).toBeHidden();
    await expect(
      page.getByRole('list', { name: LEVEL }).getByRole('listitem').filter({ hasText: CLASS_NAME }),
    ).toContainText('0 élève');

    // A subject of the school at that level.
    await openFromHome(page, 'Ouvrir : Matières', /\/ecole\/matieres$/);
    form = await openForm(page, 'Ajouter une matière', 'Nouvelle matière');
    await form.getByLabel(/^Nom \(français\)/).fill(SUBJECT);
    await form.getByLabel(/^Nom \(arabe\)/).fill('الروبوتيك');
    await form.getByRole('checkbox', { name: LEVEL }).check();
    await form.getByLabel(/^Coefficient/).fill('2');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Matières enseignées' }).getByRole('listitem').filter({ hasText: SUBJECT }),
    ).toContainText('Coefficient 2');

    // A classroom (of one of the school's types).
    await openFromHome(page, 'Ouvrir : Salles', /\/ecole\/salles$/);
    form = await openForm(page, 'Ajouter une salle', 'Nouvelle salle');
    await form.getByLabel(/^Nom de la salle/).fill(CLASSROOM);
    await form.getByLabel(/^Type/).selectOption({ label: 'Salle informatique' });
    await form.getByLabel(/^Capacité/).fill('20');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Salles', exact: true }).getByRole('listitem').filter({ hasText: CLASSROOM }),
    ).toContainText('20 places');
  });

  await test.step('2. the administrator imports three students into the new class from a CSV file', async () => {
    await sections(page).getByRole('link', { name: 'Élèves' }).click();
    await page.getByRole('combobox', { name: 'Classe' }).selectOption({ label: CLASS_NAME });
    await page.getByRole('link', { name: 'Importer une classe' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importer une classe' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Classe' }).locator('option:checked')).toHaveText(CLASS_NAME);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eleves-2ac-b.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf-8') });
    await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible();
    const preview = page.getByRole('table', { name: 'Élèves à ajouter' });
    await expect(preview.getByRole('rowheader')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Lignes en erreur' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Importer 3 élèves' }).click();
    await expect(page.getByText(`3 élèves ont été ajoutés à la classe ${CLASS_NAME}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Voir la classe' }).click();
    const list = page.getByRole('table', { name: 'Élèves de la classe' });
    await expect(list.getByRole('rowheader')).toHaveText([listName(ABSENT), listName(LATE), listName(PRESENT)]);
    await expect(list.getByRole('row').filter({ hasText: listName(ABSENT) })).toContainText(ABSENT.massar);
  });

  await test.step('3. a weekly seance of the class, then one change with each update scope', async () => {
    await sections(page).getByRole('link', { name: 'Emploi du temps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Emploi du temps' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Classe' }).selectOption({ label: CLASS_NAME });
    await expect(page.getByRole('heading', { level: 2, name: 'Semaine du 23 novembre 2026' })).toBeVisible();

    // Every Tuesday from today, 16:30–17:30, in the new subject and classroom, with `prof`.
    await page.getByRole('button', { name: 'Ajouter une séance' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une séance' });
    await expect(add.getByLabel(/^Classe/)).toHaveValue(/\d+/);
    await expect(add.getByLabel(/^Classe/).locator('option:checked')).toHaveText(CLASS_NAME);
    await add.getByLabel(/^Matière/).selectOption({ label: SUBJECT });
    await add.getByLabel(/^Professeur/).selectOption({ label: PROFESSOR });
    await add.getByLabel(/^Salle/).selectOption({ label: CLASSROOM });
    await add.getByLabel(/^Date/).fill('24/11/2026');
    await add.getByLabel(/^Heure de début/).selectOption('16:30');
    await add.getByLabel(/^Heure de fin/).selectOption('17:30');
    await expect(add.getByText('Jour de la séance : le mardi.')).toBeVisible();
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(add).toBeHidden();
    await expect(seanceAt(page, '16:30 – 17:30')).toContainText(SUBJECT);
    await expect(seanceAt(page, '16:30 – 17:30')).toContainText(CLASSROOM);
    await editWithEachScope(page);
  });

  await test.step('4. the professor takes the roll call of today’s new seance: one late 10 minutes, one absent', async () => {
    await page.setViewportSize(PHONE);
    await switchTo(page, 'prof', 'prof123');
    await expect(page).toHaveURL(/\/professeur$/);
    const today = page.getByRole('list', { name: "Vos séances d'aujourd'hui" });
    await today.getByRole('link', { name: `Faire l'appel : ${SUBJECT} ${CLASS_NAME} 16:45` }).click();

    await expect(page).toHaveURL(/\/professeur\/appel\/\d+\/2026-11-24$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Appel' })).toBeVisible();
    const students = page.getByRole('radiogroup');
    await expect(students).toHaveCount(3);
    for (const student of [ABSENT, LATE, PRESENT])
      await expect(
        page.getByRole('radiogroup', { name: listName(student) }).getByRole('radio', { name: 'Présent' }),
      ).toBeChecked();
    const absent = page.getByRole('radiogroup', { name: listName(ABSENT) });
    // A tap on the choice's text (the radio itself is drawn over).
    await absent.getByText('Absent', { exact: true }).click();
    await expect(absent.getByRole('radio', { name: 'Absent' })).toBeChecked();
    await page
      .getByRole('radiogroup', { name: listName(LATE) })
      .getByText('En retard', { exact: true })
      .click();
    await page.getByRole('spinbutton', { name: `Minutes de retard de ${listName(LATE)}` }).fill('10');
    await expect(page.getByLabel("Bilan de l'appel")).toHaveText('Présents1Absents1Retards1');
    await page.getByRole('button', { name: "Enregistrer l'appel" }).click();
    await expect(page.getByText(/^Appel enregistré à \d\d:\d\d$/)).toBeVisible();
    await page.getByRole('link', { name: 'Accueil', exact: true }).first().click();
    await expect(
      page.getByRole('link', { name: `Appel fait, le revoir : ${SUBJECT} ${CLASS_NAME} 16:45` }),
    ).toBeVisible();
  });

  await test.step('5. the professor grades a control of the new subject: 21 refused, then valid grades saved', async () => {
    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    await page.getByLabel('Classe').selectOption({ label: CLASS_NAME });
    await page.getByRole('button', { name: 'Nouveau contrôle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau contrôle' });
    await dialog.getByLabel(/^Titre/).fill('Contrôle de robotique');
    await dialog.getByLabel(/^Matière/).selectOption({ label: SUBJECT });
    // A new subject has no competency yet: the form says where they are written (and then stays still).
    await expect(dialog.getByText(/^Aucune compétence pour cette matière à ce niveau/)).toBeVisible();
    await dialog.getByLabel(/^Coefficient/).fill('2');
    await dialog.getByRole('button', { name: 'Créer le contrôle' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Contrôle de robotique' }).click();
    await expect(page).toHaveURL(/\/professeur\/notes\/\d+/);
    const gradeOf = (s: { last: string; first: string }) =>
      page.getByRole('textbox', { name: `Note de ${listName(s)}` });
    await gradeOf(ABSENT).fill('21');
    await expect(page.getByText('La note doit être comprise entre 0 et 20')).toBeVisible();
    await gradeOf(ABSENT).fill('15');
    await expect(page.getByText('La note doit être comprise entre 0 et 20')).toHaveCount(0);
    await gradeOf(LATE).fill('12,5');
    await gradeOf(PRESENT).fill('17');
    await page.getByRole('button', { name: 'Enregistrer les notes' }).click();
    await expect(page.getByText(/^Notes enregistrées : 3\b/)).toBeVisible();
    await expect(
      page.getByText('Moyenne de la classe', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('14,83');
  });

  await test.step('6. the administrator sees the report card and the attendance statistics', async () => {
    await page.setViewportSize(DESKTOP);
    await switchTo(page, 'ecole', 'ecole123');
    await expect(page).toHaveURL(/\/ecole$/);

    await page.getByRole('link', { name: 'Bulletins' }).click();
    await page.getByLabel('Classe').selectOption({ label: CLASS_NAME });
    await page.getByRole('link', { name: listName(ABSENT), exact: true }).click();
    await expect(page).toHaveURL(/\/ecole\/bulletins\/\d+\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bulletin' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Résultats par matière' })
      .getByRole('row', { name: new RegExp(`^${SUBJECT}`) });
    await expect(row.getByRole('cell').nth(0)).toContainText('15');
    await expect(row.getByRole('cell').nth(2)).toContainText('15');
    await expect(row.getByRole('cell').nth(3)).toContainText('14,83');
    // Her only graded subject makes her general average; 15 ranks her 2nd of 3; the roll call's absence.
    const summary = page.getByRole('region', { name: 'Bilan du trimestre' });
    const figure = (term: string) => summary.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(figure('Moyenne générale /20')).toHaveText('15');
    await expect(figure('Rang')).toHaveText('2 / 3');
    await expect(figure('Absences')).toHaveText('1');
    await expect(figure('Retards')).toHaveText('0');

    await openFromHome(page, 'Statistiques', /\/ecole\/statistiques$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    // The new class's rate counts the absence: 1 missed of the 30 marks expected (3 students × 2
    // weekly series, "this date and the following" having split the seance, × the 5 weeks the
    // statistics cover): 96,7 %, the lowest, so it comes first.
    const attendance = page.getByRole('table', { name: 'Taux de présence par classe' });
    await expect(attendance.getByRole('row').nth(1)).toHaveText(`${CLASS_NAME}96,7 %`);
    const averages = page.getByRole('table', { name: 'Moyenne par classe' });
    await expect(averages.getByRole('row', { name: new RegExp(`^${CLASS_NAME}`) })).toContainText('14,8');
  });

  await test.step('7. the parent links the absent student by her Code Massar and sees her absence', async () => {
    await page.setViewportSize(PHONE);
    await switchTo(page, 'parent', 'parent123');
    await expect(page).toHaveURL(/\/parent$/);
    await page.getByRole('link', { name: 'Gérer mes enfants' }).click();
    await page.getByRole('link', { name: 'Ajouter un enfant' }).click();
    await page.getByLabel(/^Prénom/).fill(ABSENT.first);
    await page.getByLabel(/^Nom\b/).fill(ABSENT.last);
    await page.getByLabel(/^Date de naissance/).fill('14032013');
    await page.getByLabel(/^Garçon ou fille/).selectOption({ label: 'Fille' });
    await page.getByLabel(/^Niveau scolaire/).selectOption({ label: LEVEL });
    await page.getByLabel(/^Mot de passe de votre enfant/).fill('yasmine2013');
    await page.getByLabel(/^Confirmez le mot de passe/).fill('yasmine2013');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page
      .getByRole('region', { name: `Le compte de ${ABSENT.first} ${ABSENT.last} est créé` })
      .getByRole('button', { name: "J'ai noté les identifiants" })
      .click();

    const children = page.getByRole('list', { name: 'Mes enfants' });
    const child = children.getByRole('listitem').filter({ hasText: `${ABSENT.first} ${ABSENT.last}` });
    await expect(child).toContainText('Pas encore relié à une école');
    await child.getByRole('link', { name: /^Modifier le compte de / }).click();
    const school = page.getByRole('region', { name: 'Son école' });
    await school.getByLabel(/^Code Massar/).fill(ABSENT.massar);
    await school.getByRole('button', { name: "Relier à l'école" }).click();
    await expect(school.getByText(/ est relié à son école$/)).toBeVisible();
    await expect(school.getByText(`Groupe Scolaire Al Khawarizmi, classe ${CLASS_NAME}`)).toBeVisible();

    await page.getByRole('link', { name: 'Retour à mes enfants' }).click();
    await page.getByRole('link', { name: 'Accueil', exact: true }).first().click();
    await expect(page).toHaveURL(/\/parent$/);
    await page.getByRole('button', { name: ABSENT.first }).click();
    await expect(page.getByRole('button', { name: ABSENT.first })).toHaveAttribute('aria-pressed', 'true');
    const absences = page.getByRole('region', { name: 'Absences et retards' });
    await expect(absences.getByRole('listitem')).toHaveCount(1);
    await expect(absences.getByRole('listitem')).toContainText(SUBJECT);
    await expect(absences.getByRole('listitem')).toContainText('24 nov. 2026 · 16:45');
    await expect(absences.getByRole('listitem')).toContainText('Absent');
  });
});
