import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getDb, hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { StudentsPage } from './students-page';

const studentsCall = hostPath('schools_student_handler');

const meta = {
  title: 'Learning/School/StudentsPage',
  component: StudentsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/eleves', initialEntries: ['/ecole/eleves?classe=5'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof StudentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Class 1AC-A of the demo school: its students by last name, with their Code Massar and account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Élèves' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Classe' })).toHaveDisplayValue('1AC-A');
    const table = await canvas.findByRole('table', { name: 'Élèves de la classe' });
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Compte relié').length).toBeGreaterThan(0);
  },
};

/** Skeleton while the students load. */
export const Loading: Story = loadingStory(studentsCall);

/** The students could not be loaded: the message and Retry. */
export const Error: Story = failedStory(studentsCall, "Les élèves de cette classe n'ont pas pu être chargés.");

/** A class without students: import a class or add a student. */
export const EmptyClass: Story = {
  parameters: { msw: { handlers: [http.get(studentsCall, () => HttpResponse.json({ students: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Cette classe n'a pas encore d'élève" })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Importer une classe' }).at(-1)).toHaveAttribute(
      'href',
      '/ecole/eleves/import?classe=5',
    );
  },
};

/** Adding a student with a Code Massar already in the register: the §8 message on the field, what was typed kept. */
export const MassarTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: 'Élèves de la classe' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un élève' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Ajouter un élève' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nom/ }), 'Alaoui');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Prénom/ }), 'Sara');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Code Massar/ }),
      getDb().school.students[0]?.massar_code ?? '',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Date de naissance/ }), '12/03/2014');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Genre/ }), 'F');
    await userEvent.click(page.getByRole('button', { name: "Ajouter l'élève" }));
    await expect(await dialog.findByText('Ce code Massar existe déjà')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Sara');
  },
};
