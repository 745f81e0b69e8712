import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ClassesPage } from './classes-page';

const classesCall = hostPath('api/classes');

const meta = {
  title: 'Learning/School/Setup/Classes',
  component: ClassesPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/classes', initialEntries: ['/ecole/classes'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ClassesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three cycles taught, then the demo school's classes by level with their students. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Niveaux et classes' })).toBeVisible();
    const college = await canvas.findByRole('checkbox', { name: /^Collège/ });
    await waitFor(() => expect(college).toBeChecked());
    const lists = await canvas.findAllByRole('list');
    await expect(lists.length).toBeGreaterThan(1);
    await expect((await canvas.findAllByText(/2026-2027\u2069? · \d+ élèves?/)).length).toBeGreaterThan(0);
  },
};

/** Deleting a class that has students asks first, then says why it is refused. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [deleteFirst] = await canvas.findAllByRole('button', { name: /^Supprimer / });
    await userEvent.click(deleteFirst as HTMLElement);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(
      await dialog.findByText(/Cette classe a des élèves ou des séances : elle ne peut pas être supprimée\./),
    ).toBeVisible();
  },
};

/** Skeletons while the classes load. */
export const Loading: Story = loadingStory(classesCall);

/** The classes could not be loaded: the message and Retry. */
export const Error: Story = failedStory(classesCall, "Les classes n'ont pas pu être chargées.");
