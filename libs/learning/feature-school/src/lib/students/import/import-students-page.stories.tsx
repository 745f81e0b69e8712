import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ImportStudentsPage } from './import-students-page';

const classesCall = hostPath('api/classes');
const FILE = [
  'code_massar;last_name;first_name;birthday;gender',
  'N200000041;Alaoui;Sara;2014-03-12;F',
  'N200000042;Bennani;Youssef;05/09/2013;M',
  'N20000004;El Idrissi;;2014-13-01;M',
].join('\n');

const meta = {
  title: 'Learning/School/ImportStudentsPage',
  component: ImportStudentsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/eleves/import', initialEntries: ['/ecole/eleves/import?classe=5'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ImportStudentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The class (from `?classe=`), what the file must hold, the sample and the dropzone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Classe' })).toHaveDisplayValue('1AC-A');
    await expect(canvas.getByRole('button', { name: 'Choisir un fichier' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: "Télécharger un fichier d'exemple" })).toBeVisible();
  },
};

/** Skeleton while the classes load. */
export const Loading: Story = loadingStory(classesCall);

/** The classes could not be loaded: the message and Retry. */
export const Error: Story = failedStory(classesCall, "Les classes de votre école n'ont pas pu être chargées.");

/** A file read: two students to add, one line in error with why; nothing stored yet. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Classe' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new globalThis.Error('the dropzone has a file input');
    await userEvent.upload(input, new File([FILE], 'classe-1ac-a.csv', { type: 'text/csv' }));
    const rows = await canvas.findByRole('table', { name: 'Élèves à ajouter' });
    await expect(within(rows).getAllByRole('rowheader')).toHaveLength(2);
    const errors = canvas.getByRole('list', { name: 'Lignes en erreur' });
    await expect(within(errors).getByText("Ce code Massar n'est pas valide", { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importer 2 élèves' })).toBeEnabled();
  },
};
