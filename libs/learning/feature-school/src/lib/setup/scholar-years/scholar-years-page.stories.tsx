import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ScholarYearsPage } from './scholar-years-page';

const yearsCall = hostPath('schools_scholar_years_handler');

const meta = {
  title: 'Learning/School/Setup/ScholarYears',
  component: ScholarYearsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/annees', initialEntries: ['/ecole/annees'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ScholarYearsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo school's two years, 2026-2027 current; the other can be made current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Années scolaires' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Vos années scolaires' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Année en cours')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Définir comme année en cours : 2025-2026' })).toBeEnabled();
  },
};

/** A new year whose end is not after its start: the §5 message under the end date, values kept. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter une année' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Nouvelle année scolaire' }));
    await userEvent.type(dialog.getByLabelText(/^Nom/), '2027-2028');
    await userEvent.type(dialog.getByLabelText(/^Date de début/), '06092027');
    await userEvent.type(dialog.getByLabelText(/^Date de fin/), '01092027');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(await dialog.findByText('La date de fin doit être postérieure à la date de début')).toBeVisible();
    await expect(dialog.getByLabelText(/^Nom/)).toHaveValue('2027-2028');
  },
};

/** Skeletons while the years load. */
export const Loading: Story = loadingStory(yearsCall);

/** The years could not be loaded: the message and Retry. */
export const Error: Story = failedStory(yearsCall, "Les années scolaires n'ont pas pu être chargées.");
