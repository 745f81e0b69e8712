import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory } from '@kk/testing/stories';
import { ReportCardPage } from './report-card-page';

/** The demo student Adam's school id (see the school seed). */
const ADAM = 73;
const at = (studentId: number) => ({
  router: { path: '/ecole/bulletins/:studentId', initialEntries: [`/ecole/bulletins/${studentId}?periode=1`] },
});

const meta = {
  title: 'Learning/School/Grades/ReportCard',
  component: ReportCardPage,
  parameters: { layout: 'fullscreen', ...at(ADAM), session: { user: demoSessionUser('ecole') } },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof ReportCardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adam's first trimester: the school on top, his subjects, general average and rank; the general appreciation saved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Mathématiques' })).toBeVisible();
    await expect(canvas.getByText('Groupe Scolaire Al Khawarizmi')).toBeVisible();
    await expect(canvas.getByText('Moyenne générale /20')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Coef.' })).toBeVisible();
    const maths = canvas.getByRole('row', { name: /^Mathématiques/ });
    await expect(within(maths).getAllByRole('cell')[1]).toHaveTextContent('4');
    await expect(canvas.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    const appreciation = canvas.getByRole('textbox', { name: 'Appréciation générale du trimestre' });
    await userEvent.clear(appreciation);
    await userEvent.type(appreciation, 'Bon trimestre, continuez ainsi.');
    await expect(appreciation).toHaveValue('Bon trimestre, continuez ainsi.');
    await userEvent.click(canvas.getByRole('button', { name: "Enregistrer l'appréciation" }));
    await expect(await canvas.findByText("L'appréciation est enregistrée.")).toBeVisible();
    await expect(appreciation).toHaveValue('Bon trimestre, continuez ainsi.');
  },
};

/** The subjects' coefficients could not be read: the card still shows, every subject counting 1, and says so. */
export const WithoutCoefficients: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(hostPath('schools_subject_handler'), () =>
          HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Mathématiques' })).toBeVisible();
    await expect(canvas.getByText(/Les coefficients des matières n'ont pas pu être chargés/)).toBeVisible();
    const maths = canvas.getByRole('row', { name: /^Mathématiques/ });
    await expect(within(maths).getAllByRole('cell')[1]).toHaveTextContent('1');
  },
};

/** A student of another school: said so. */
export const NotFound: Story = {
  parameters: at(999999),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ce bulletin est introuvable')).toBeVisible();
  },
};

/** The students could not be loaded: the message and Retry. */
export const Error: Story = failedStory(hostPath('schools_student_handler'), "Le bulletin n'a pas pu être chargé.");
