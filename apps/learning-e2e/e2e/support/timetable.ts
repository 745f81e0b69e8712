import { expect, type Locator, type Page } from '@playwright/test';

/** Shows the week whose heading names this Monday ("Semaine du 30 novembre 2026"), with the buttons. */
export async function showWeek(
  page: Page,
  button: 'Semaine précédente' | 'Semaine suivante' | 'Cette semaine',
  monday: string,
) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Semaine du ${monday}` })).toBeVisible();
}

/** The Tuesday column of the wide week. */
export const tuesday = (page: Page): Locator => page.getByRole('region', { name: /^Mardi/ });

/** A seance in the Tuesday column of the wide week, by its time ("16:30 – 17:30"). */
export const seanceAt = (page: Page, time: string): Locator =>
  tuesday(page).getByRole('button', { name: new RegExp(`^${time}`) });

/** Opens the Tuesday seance at `time`, chooses the §9 scope, "Modifier", sets new times and saves. */
export async function changeSeance(page: Page, time: string, scope: string, start: string, end: string) {
  await seanceAt(page, time).click();
  const details = page.getByRole('dialog');
  // A tap on the choice's text (the radio itself is drawn over).
  await details.getByText(scope, { exact: true }).click();
  await expect(details.getByRole('radio', { name: scope })).toBeChecked();
  await details.getByRole('button', { name: 'Modifier' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la séance' });
  await expect(form.getByText(`Modification appliquée à : ${scope}`)).toBeVisible();
  await form.getByLabel(/^Heure de début/).selectOption(start);
  await form.getByLabel(/^Heure de fin/).selectOption(end);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
}

/**
 * The §9 update scopes on a weekly Tuesday seance at 16:30 – 17:30 added in the week of 23 November
 * 2026 (the week shown): "Cette date uniquement" on 1 December changes that week only; "Cette date
 * et les suivantes" on 8 December changes that week and the later ones; "Toutes les dates" then
 * changes every week, 24 November included. Each step checks the weeks around it.
 */
export async function editWithEachScope(page: Page) {
  await showWeek(page, 'Semaine suivante', '30 novembre 2026');
  await expect(seanceAt(page, '16:30 – 17:30')).toBeVisible();

  // "Cette date uniquement" on 1 December: only that week changes.
  await changeSeance(page, '16:30 – 17:30', 'Cette date uniquement', '16:30', '18:00');
  await expect(seanceAt(page, '16:30 – 18:00')).toBeVisible();
  await showWeek(page, 'Semaine précédente', '23 novembre 2026');
  await expect(seanceAt(page, '16:30 – 17:30')).toBeVisible();
  await showWeek(page, 'Semaine suivante', '30 novembre 2026');
  await showWeek(page, 'Semaine suivante', '7 décembre 2026');
  await expect(seanceAt(page, '16:30 – 17:30')).toBeVisible();

  // "Cette date et les suivantes" on 8 December: that week and the next change, the ones before do not.
  await changeSeance(page, '16:30 – 17:30', 'Cette date et les suivantes', '17:00', '18:00');
  await expect(seanceAt(page, '17:00 – 18:00')).toBeVisible();
  await showWeek(page, 'Semaine suivante', '14 décembre 2026');
  await expect(seanceAt(page, '17:00 – 18:00')).toBeVisible();
  await showWeek(page, 'Semaine précédente', '7 décembre 2026');
  await showWeek(page, 'Semaine précédente', '30 novembre 2026');
  await expect(seanceAt(page, '16:30 – 18:00')).toBeVisible();
  await expect(seanceAt(page, '17:00 – 18:00')).toHaveCount(0);

  // "Toutes les dates" from 1 December: every week changes, the first one included.
  await changeSeance(page, '16:30 – 18:00', 'Toutes les dates', '16:45', '17:45');
  await expect(seanceAt(page, '16:45 – 17:45')).toBeVisible();
  await showWeek(page, 'Cette semaine', '23 novembre 2026');
  await expect(seanceAt(page, '16:45 – 17:45')).toBeVisible();
  for (const monday of ['30 novembre 2026', '7 décembre 2026', '14 décembre 2026']) {
    await showWeek(page, 'Semaine suivante', monday);
    await expect(seanceAt(page, '16:45 – 17:45')).toBeVisible();
    await expect(tuesday(page).getByRole('button', { name: /^1[67]:[03]0 – 1[78]:[03]0/ })).toHaveCount(0);
  }
}
