import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ClassroomsPage } from './classrooms-page';

const roomsCall = hostPath('schools_classroom_handler');

const meta = {
  title: 'Learning/School/Setup/Classrooms',
  component: ClassroomsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/salles', initialEntries: ['/ecole/salles'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ClassroomsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo school's classroom types, then its classrooms with their type and capacity. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Salles' })).toBeVisible();
    const types = await canvas.findByRole('list', { name: 'Types de salle' });
    await expect(within(types).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect((await canvas.findAllByText(/\d+ places/)).length).toBeGreaterThan(0);
  },
};

/** Skeletons while the classrooms load (the types are there). */
export const Loading: Story = loadingStory(roomsCall);

/** The classrooms could not be loaded: the message and Retry. */
export const Error: Story = failedStory(roomsCall, "Les salles n'ont pas pu être chargées.");
