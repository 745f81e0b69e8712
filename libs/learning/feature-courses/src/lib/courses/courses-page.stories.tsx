import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { shopPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { CoursesPage } from './courses-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

/** The reference lists (levels and subjects), asked for while they are not stored. */
const levelsCall = shopPath('levels');

const meta = {
  title: 'Learning/Courses/Subjects',
  component: CoursesPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/cours', initialEntries: ['/cours'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof CoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The subjects of the demo student's level, with their progress. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes cours' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Mes matières' });
    await expect(
      await within(list).findByRole('progressbar', { name: 'Ma progression en Mathématiques' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};

/** A student who has not chosen a level yet. */
export const NoLevel: Story = {
  parameters: { session: { user: demoSessionUser('eleve', { current_level: null }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Choisir mon niveau' })).toBeVisible();
  },
};

/** Skeletons while the subjects load. */
export const Loading: Story = loadingStory(levelsCall);

/** The subjects could not be loaded: the message and Retry. */
export const Error: Story = failedStory(levelsCall, "Tes matières n'ont pas pu être chargées.");

/** A level without subjects. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(levelsCall, () =>
          HttpResponse.json({
            levels: [{ level_id: 7, name: '1ère année collège', group_id: 2, subjects_ids: [] }],
            subjects: [],
            levels_groups: [{ id: 2, name: 'Collège' }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Pas encore de matière pour ton niveau.' }),
    ).toBeVisible();
  },
};
