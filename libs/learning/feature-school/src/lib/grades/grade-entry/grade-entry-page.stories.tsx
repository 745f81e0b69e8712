import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SchoolGradeEntryPage } from './grade-entry-page';

/** The seed's first control (class CP-A, maths, first trimester, graded). */
const at = (controlId: number) => ({
  router: { path: '/ecole/notes/:controlId', initialEntries: [`/ecole/notes/${controlId}`] },
});

const meta = {
  title: 'Learning/School/Grades/GradeEntry',
  component: SchoolGradeEntryPage,
  parameters: { layout: 'fullscreen', ...at(1), session: { user: demoSessionUser('ecole') } },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SchoolGradeEntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The class by name with its grades, the figures; 21 is refused on its line, 14,5 accepted, Enter moves on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await canvas.findAllByRole('textbox', { name: /^Note de / });
    await userEvent.clear(fields[0]);
    await userEvent.type(fields[0], '21{Enter}');
    await expect(await canvas.findByText('La note doit être comprise entre 0 et 20')).toBeVisible();
    await waitFor(() => expect(fields[1]).toHaveFocus());
    await userEvent.clear(fields[0]);
    await userEvent.type(fields[0], '14,5');
    await waitFor(() => expect(canvas.queryByText('La note doit être comprise entre 0 et 20')).toBeNull());
    await expect(canvas.getByText('Moyenne de la classe')).toBeVisible();
  },
};

/** Saved: the line's grade goes to the backend and the page says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await canvas.findAllByRole('textbox', { name: /^Note de / });
    await userEvent.clear(fields[0]);
    await userEvent.type(fields[0], '14,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les notes' }));
    await expect(await canvas.findByText('Notes enregistrées : 1.')).toBeVisible();
  },
};

/** A control that is not the user's: said so, nothing else. */
export const NotFound: Story = {
  parameters: at(999999),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ce contrôle est introuvable')).toBeVisible();
  },
};

/** Skeleton while the control loads. */
export const Loading: Story = loadingStory(hostPath('professor_control_handler'));

/** The control could not be loaded: the message and Retry. */
export const Error: Story = failedStory(
  hostPath('professor_control_handler'),
  "Les notes de ce contrôle n'ont pas pu être chargées.",
);
