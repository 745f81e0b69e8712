import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ChildAbsencesPage } from './child-absences-page';
import { ChildGradesPage } from './child-grades-page';
import { ChildHomeworkPage } from './child-homework-page';
import { ChildProgressPage } from './child-progress-page';
import { ChildWeekPage } from './child-week-page';

/** The demo parent's first child (Adam, id 5) and a child of another family (id 104). */
const at = (page: string, childId = 5) => ({
  router: { path: `/parent/enfants/:childId/${page}`, initialEntries: [`/parent/enfants/${childId}/${page}`] },
});

const meta = {
  title: "Learning/Parents/A child's pages",
  component: ChildGradesPage,
  parameters: { layout: 'fullscreen', session: { user: demoSessionUser('parent') }, ...at('notes') },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChildGradesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adam's grades by subject: each control on 20 with its coefficient, the subject's average, the overall average. */
export const Grades: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Notes d’Adam' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Moyenne générale' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/Coefficient \d/).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('link', { name: 'Espace parents' })).toHaveAttribute('href', '/parent');
  },
};

/** The grades in Arabic. */
export const GradesArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'المعدل العام' })).toBeVisible();
  },
};

/** Another family's child: the backend's 403 shows as the error, never data. */
export const Forbidden: Story = {
  parameters: at('notes', 104),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger les notes.');
    await expect(canvas.queryByText(/\/20$/)).toBeNull();
  },
};

/** The grades on their way. */
export const Loading: Story = loadingStory(hostPath('school/evaluations'));

/** The grades failed: the message and Retry. */
export const Error: Story = failedStory(hostPath('school/evaluations'), 'Impossible de charger les notes.');

/** No grade yet. */
export const EmptyGrades: Story = {
  parameters: {
    msw: { handlers: [http.get(hostPath('school/evaluations'), () => HttpResponse.json({ evaluations: [] }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucune note pour le moment.' }),
    ).toBeVisible();
  },
};

/** Adam's homework, by due date, each with its state. */
export const Homework: Story = {
  render: () => <ChildHomeworkPage />,
  parameters: at('devoirs'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Devoirs d’Adam' })).toBeVisible();
    const section = await canvas.findByRole('region', { name: 'Devoirs' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
  },
};

/** Adam's absences and delays by month, newest first: a delay of 10 minutes, an absence justified. */
export const Absences: Story = {
  render: () => <ChildAbsencesPage />,
  parameters: at('absences'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Absences d’Adam' })).toBeVisible();
    await expect(await canvas.findByText('En retard de 10 min')).toBeVisible();
    await expect(canvas.getByText('Absences : 2 · Retards : 1')).toBeVisible();
    await expect(canvas.getByText(/Justifiée/)).toBeVisible();
  },
};

/** No absence and no delay. */
export const EmptyAbsences: Story = {
  render: () => <ChildAbsencesPage />,
  parameters: {
    ...at('absences'),
    msw: { handlers: [http.get(hostPath('schools_absence_handler'), () => HttpResponse.json({ absences: [] }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucune absence ni aucun retard.' }),
    ).toBeVisible();
  },
};

/** Adam's challenge points, series and charts. */
export const Progress: Story = {
  render: () => <ChildProgressPage />,
  parameters: at('progres'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Progression d’Adam' })).toBeVisible();
    await expect(await canvas.findByText('Jours d’affilée')).toBeVisible();
  },
};

/** Adam's week, and the week before. */
export const Week: Story = {
  render: () => <ChildWeekPage />,
  parameters: at('semaine'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Semaine d’Adam' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Semaine suivante' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Semaine précédente' }));
    await expect(await canvas.findByRole('heading', { name: /^Semaine du / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Semaine suivante' })).toBeEnabled();
  },
};
