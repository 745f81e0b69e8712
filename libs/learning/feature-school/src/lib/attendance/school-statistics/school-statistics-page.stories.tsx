import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SchoolStatisticsPage } from './school-statistics-page';

const statistics = hostPath('schools_statistics_handler');

const meta = {
  title: 'Learning/School/Attendance/Statistics',
  component: SchoolStatisticsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/statistiques', initialEntries: ['/ecole/statistiques'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SchoolStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo school: key figures and the charts (each with its data table for screen readers). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    await expect(await canvas.findByText('Taux de présence', { selector: 'dt' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Absences et retards par mois' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Moyenne par matière' })).toBeVisible();
  },
};

/** A school with nothing recorded yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(statistics, () =>
          HttpResponse.json({
            school_id: 1,
            scholar_year_id: 2,
            students_count: 0,
            classes_count: 0,
            professors_count: 0,
            attendance_rate: 100,
            average_grade: 0,
            absences_by_month: [],
            grades_distribution: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Pas encore de statistiques' }),
    ).toBeVisible();
  },
};

/** The statistics on their way. */
export const Loading: Story = loadingStory(statistics);

/** The statistics failed: the message and Retry. */
export const Error: Story = failedStory(statistics, "Les statistiques n'ont pas pu être chargées.");
