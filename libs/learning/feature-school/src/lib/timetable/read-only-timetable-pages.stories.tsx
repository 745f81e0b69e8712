import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAccount, hostPath, unlinkStudentAccount } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory } from '@kk/testing/stories';
import { ProfessorTimetablePage } from './professor-timetable-page';
import { StudentTimetablePage } from './student-timetable-page';

/** The week after the holiday week, fixed so the pictures do not follow the clock. */
const WEEK = '?semaine=2026-11-23';

const meta = {
  title: 'Learning/School/Timetable/Read-only timetables',
  component: ProfessorTimetablePage,
  parameters: {
    layout: 'fullscreen',
    session: { user: demoSessionUser('prof') },
    router: { path: '/professeur/emploi-du-temps', initialEntries: [`/professeur/emploi-du-temps${WEEK}`] },
  },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof ProfessorTimetablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The professor's own seances, each naming its class; read-only (no button). */
export const Professor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mon emploi du temps' })).toBeVisible();
    const monday = await canvas.findByRole('region', { name: /^Lundi/ });
    await expect((await within(monday).findAllByText(/^\d\d:\d\d – \d\d:\d\d$/)).length).toBeGreaterThan(0);
    await expect(within(monday).queryByRole('button')).toBeNull();
  },
};

/** The professor's week failed: the message and Retry. */
export const ProfessorError: Story = failedStory(
  hostPath('schedule_by_day'),
  'Impossible de charger votre emploi du temps.',
);

/** The student's class's week on a phone, a day at a time. */
export const Student: Story = {
  render: () => <StudentTimetablePage />,
  parameters: {
    session: { user: demoSessionUser('eleve') },
    router: { path: '/emploi-du-temps', initialEntries: [`/emploi-du-temps${WEEK}`] },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mon emploi du temps' })).toBeVisible();
    await expect(await canvas.findByRole('tablist', { name: 'Jours de la semaine' })).toBeVisible();
    await expect((await canvas.findAllByText(/^\d\d:\d\d – \d\d:\d\d$/)).length).toBeGreaterThan(0);
  },
};

/** A student whose account is not linked to a school yet: how to link it. */
export const StudentNotLinked: Story = {
  ...Student,
  loaders: [
    async () => {
      unlinkStudentAccount(demoAccount('eleve').id);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Ton compte n’est pas encore relié à ton école' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aller à mon profil' })).toHaveAttribute('href', '/profil');
  },
};
