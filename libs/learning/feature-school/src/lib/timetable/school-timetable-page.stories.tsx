import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SchoolTimetablePage } from './school-timetable-page';

/** The week of 16 November 2026: Wednesday the 18th is a holiday (Fête de l’Indépendance). */
const HOLIDAY_WEEK = '/ecole/emploi-du-temps?semaine=2026-11-16';

const meta = {
  title: 'Learning/School/Timetable/School timetable',
  component: SchoolTimetablePage,
  parameters: {
    layout: 'fullscreen',
    session: { user: demoSessionUser('ecole') },
    router: { path: '/ecole/emploi-du-temps', initialEntries: [HOLIDAY_WEEK] },
  },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof SchoolTimetablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first class's week on a wide screen: six days side by side, the holiday on its day; a seance opens its details with the §9 scopes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Emploi du temps' })).toBeVisible();
    await expect(await canvas.findByText(/^Vacances : .Fête de l’Indépendance.$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Semaine du 16 novembre 2026' })).toBeVisible();
    const monday = canvas.getByRole('region', { name: /^Lundi/ });
    const seances = await within(monday).findAllByRole('button');
    await expect(seances.length).toBeGreaterThan(0);

    await userEvent.click(seances[0]);

    const details = await within(document.body).findByRole('dialog');
    await expect(within(details).getByRole('radio', { name: 'Cette date uniquement' })).toBeChecked();
    await expect(within(details).getByRole('radio', { name: 'Toutes les dates' })).not.toBeChecked();
    await expect(within(details).getByRole('button', { name: 'Modifier' })).toBeEnabled();
    await userEvent.click(within(details).getByRole('button', { name: 'Fermer' }));
  },
};

/** On a phone: one day at a time behind day tabs. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Jours de la semaine' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(6);

    await userEvent.click(within(tabs).getByRole('tab', { name: /^Mer\./ }));

    await expect(await canvas.findByText(/^Vacances : .Fête de l’Indépendance.$/)).toBeVisible();
  },
};

/** "Ajouter une séance": the form checks its fields with the §5 messages before sending. */
export const AddSeance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: /^Lundi/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une séance' }));
    const form = await within(document.body).findByRole('dialog', { name: 'Ajouter une séance' });

    await userEvent.selectOptions(within(form).getByLabelText(/^Heure de début/), '10:00');
    await userEvent.selectOptions(within(form).getByLabelText(/^Heure de fin/), '09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(within(form).getByText("L'heure de fin doit être postérieure à l'heure de début")).toBeVisible(),
    );
    await expect(within(form).getByText('Matière requise')).toBeVisible();
    await expect(within(form).queryByText('Classe requise')).toBeNull();
  },
};

/** The week on its way. */
export const Loading: Story = loadingStory(hostPath('schedule_by_day'));

/** The week failed: the message and Retry. */
export const Error: Story = failedStory(hostPath('schedule_by_day'), 'Impossible de charger l’emploi du temps.');
