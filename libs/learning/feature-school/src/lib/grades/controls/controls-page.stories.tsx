import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ProfessorGradesPage, SchoolGradesPage } from './controls-page';

const controlsCall = hostPath('professor_control_handler');

const meta = {
  title: 'Learning/School/Grades/Controls',
  component: ProfessorGradesPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/professeur/notes', initialEntries: ['/professeur/notes'] },
    session: { user: demoSessionUser('prof') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfessorGradesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A professor's first class: no control yet; "Nouveau contrôle" creates one, which the list then shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun contrôle pour ce trimestre')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nouveau contrôle' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Nouveau contrôle' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Titre/ }), 'Interrogation 1');
    const subject = dialog.getByRole('combobox', { name: /^Matière/ });
    const [, firstSubject] = within(subject).getAllByRole('option');
    await userEvent.selectOptions(subject, firstSubject ?? '');
    // The subject's competencies at the class's level: one ticked.
    await expect(await dialog.findByRole('group', { name: 'Compétences évaluées' })).toBeVisible();
    const [competency] = dialog.getAllByRole('checkbox');
    if (competency) await userEvent.click(competency);
    await expect(competency).toBeChecked();
    const coefficient = dialog.getByRole('textbox', { name: /^Coefficient/ });
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le contrôle' }));
    await expect(await dialog.findByText('Le coefficient ne peut pas être négatif')).toBeVisible();
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le contrôle' }));
    await expect(await canvas.findByRole('link', { name: 'Interrogation 1' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /^Interrogation 1/ });
    await expect(within(row).getByText(/^0 \/ \d+$/)).toBeVisible();
  },
};

/** The administrator: every class, a subject filter, the seed's graded controls with their class averages. */
export const Administrator: Story = {
  render: () => <SchoolGradesPage />,
  parameters: {
    router: { path: '/ecole/notes', initialEntries: ['/ecole/notes'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1));
    await expect(canvas.getByRole('columnheader', { name: 'Moyenne de la classe' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Matière' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bulletins' })).toBeVisible();
  },
};

/** Skeleton while the controls load. */
export const Loading: Story = loadingStory(controlsCall);

/** The controls could not be loaded: the message and Retry. */
export const Error: Story = failedStory(controlsCall, "Les contrôles n'ont pas pu être chargés.");
