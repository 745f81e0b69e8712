import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { CalendarPage } from './calendar-page';

const holidaysCall = hostPath('schools_holiday_handler');

const meta = {
  title: 'Learning/School/Setup/Calendar',
  component: CalendarPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/calendrier', initialEntries: ['/ecole/calendrier'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The year's holidays (a one-day holiday shows one date), then the events. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
    const holidays = await canvas.findByRole('list', { name: 'Vacances et jours fériés' });
    await expect(within(holidays).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(canvas.getByRole('button', { name: 'Ajouter un événement' })).toBeEnabled();
  },
};

/** Skeletons while the holidays load. */
export const Loading: Story = loadingStory(holidaysCall);

/** The holidays could not be loaded: the message and Retry. */
export const Error: Story = failedStory(holidaysCall, "Les vacances n'ont pas pu être chargées.");
