import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SchoolAbsencesPage } from './school-absences-page';

const absences = hostPath('schools_absence_handler');

const meta = {
  title: 'Learning/School/Attendance/Absences',
  component: SchoolAbsencesPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/absences', initialEntries: ['/ecole/absences'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SchoolAbsencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Class 1AC-A, then Adam: the totals of the class, then his marks (a delay, a justified absence). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Absences et retards' })).toBeVisible();
    await canvas.findByRole('table', { name: 'Par élève' });
    await waitFor(() => expect(canvas.getByRole('option', { name: '1AC-A' })).toBeInTheDocument());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Classe' }), '1AC-A');
    await userEvent.click(await canvas.findByRole('button', { name: 'Détail des absences de Adam Alaoui' }));
    const detail = await canvas.findByRole('table', { name: 'Détail des absences et retards' });
    await expect(within(detail).getByText('En retard de 10 min')).toBeVisible();
    await expect(within(detail).getByText('Justifiée')).toBeVisible();
  },
};

/** Nothing recorded for the filters. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(absences, () => HttpResponse.json({ absences: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucune absence ni aucun retard' }),
    ).toBeVisible();
  },
};

/** The absences on their way. */
export const Loading: Story = loadingStory(absences);

/** The absences failed: the message and Retry. */
export const Error: Story = failedStory(absences, "Les absences n'ont pas pu être chargées.");
