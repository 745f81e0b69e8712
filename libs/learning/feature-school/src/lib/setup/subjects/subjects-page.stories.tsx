import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { SubjectsPage } from './subjects-page';

const subjectsCall = hostPath('schools_subject_handler');

const meta = {
  title: 'Learning/School/Setup/Subjects',
  component: SubjectsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/matieres', initialEntries: ['/ecole/matieres'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SubjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The national programme's subjects of the levels taught, read-only, with their coefficient. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Matières enseignées' });
    await expect(within(list).getByText('Mathématiques')).toBeVisible();
    await expect(within(list).getAllByText('Programme national').length).toBeGreaterThan(0);
    await expect(within(list).queryByRole('button', { name: /^Supprimer / })).toBeNull();
  },
};

/** A negative coefficient: the §5 message on its field. */
export const NegativeCoefficient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter une matière' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Nouvelle matière' }));
    await userEvent.type(dialog.getByLabelText(/^Nom \(français\)/), 'Robotique');
    await userEvent.click(dialog.getByRole('checkbox', { name: '1ère année collège' }));
    const coefficient = dialog.getByLabelText(/^Coefficient/);
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(await dialog.findByText('Le coefficient ne peut pas être négatif')).toBeVisible();
  },
};

/** Skeletons while the subjects load. */
export const Loading: Story = loadingStory(subjectsCall);

/** The subjects could not be loaded: the message and Retry. */
export const Error: Story = failedStory(subjectsCall, "Les matières n'ont pas pu être chargées.");
