import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ProfessorHomePage } from './professor-home-page';

/** Pins the page's clock (its "today" and "now") for a story; the cleanup puts the real clock back. */
function pinClock(iso: string) {
  return () => {
    const Real = Date;
    const fixed = new Real(iso).getTime();
    class Pinned extends Real {
      constructor(...args: number[]) {
        if (args.length === 0) super(fixed);
        else super(...(args as [number, number, number, number, number, number, number]));
      }
      static override now() {
        return fixed;
      }
    }
    globalThis.Date = Pinned as DateConstructor;
    return () => {
      globalThis.Date = Real;
    };
  };
}

const schedule = hostPath('schedule_by_day');

const meta = {
  title: 'Learning/School/Attendance/ProfessorHome',
  component: ProfessorHomePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/professeur', initialEntries: ['/professeur'] },
    session: { user: demoSessionUser('prof') },
  },
  // Wednesday 25 November 2026 at 09:00, during the seance of 1AC-A.
  beforeEach: pinClock('2026-11-25T09:00:00'),
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfessorHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A school day: the seance under way first, each with "Faire l'appel"; the timetable and the grades. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bonjour Rachid' })).toBeVisible();
    const today = await canvas.findByRole('list', { name: "Vos séances d'aujourd'hui" });
    const first = (await within(today).findAllByRole('listitem'))[0];
    await expect(within(first).getByText('En cours')).toBeVisible();
    await expect(within(first).getByRole('link', { name: /^Faire l'appel : / })).toHaveAttribute(
      'href',
      '/professeur/appel/61/2026-11-25',
    );
    await expect(canvas.getByRole('link', { name: 'Mon emploi du temps' })).toHaveAttribute(
      'href',
      '/professeur/emploi-du-temps',
    );
  },
};

/** A Sunday: no seance, the next school day's instead. */
export const NoSeanceToday: Story = {
  beforeEach: pinClock('2026-11-29T10:00:00'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Pas de séance aujourd'hui" })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: /^Prochain jour de cours : / })).toBeVisible();
  },
};

/** The seances on their way. */
export const Loading: Story = loadingStory(schedule);

/** The seances failed: the message and Retry. */
export const Error: Story = failedStory(schedule, "Vos séances n'ont pas pu être chargées.");
