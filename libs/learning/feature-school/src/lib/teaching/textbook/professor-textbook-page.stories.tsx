import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ProfessorTextbookPage } from './professor-textbook-page';

const scheduleCall = hostPath('schedule_by_day');
/** A past week of the seed's textbook (entries written, awaiting validation): the pictures stay the same over time. */
const PATH = '/professeur/cahier-de-textes?semaine=2026-10-19';

const meta = {
  title: 'Learning/School/Teaching/Professor textbook',
  component: ProfessorTextbookPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/professeur/cahier-de-textes', initialEntries: [PATH] },
    session: { user: demoSessionUser('prof') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfessorTextbookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The professor's week by day, each seance with its entry's state; filling one in makes it await validation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cahier de textes' })).toBeVisible();
    await expect(canvas.getByText('Semaine du 19 octobre 2026')).toBeVisible();
    const toFill = await canvas.findAllByRole('button', { name: /^Remplir le cahier de textes : / });
    // Each seance's button waits for its class's textbook.
    await waitFor(() => expect(toFill[0]).toBeEnabled());
    const waiting = canvas.queryAllByText('À valider').length;

    await userEvent.click(toFill[0]!);
    // The dialog is a portal on the document's body.
    const dialog = within(await screen.findByRole('dialog', { name: 'Remplir le cahier de textes' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(await dialog.findByText('Le titre est requis')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Titre de la séance/ }), 'Les fractions');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    await expect(await canvas.findByText('Les fractions')).toBeVisible();
    await expect(canvas.getAllByText('À valider')).toHaveLength(waiting + 1);
  },
};

/** Skeletons while the week loads. */
export const Loading: Story = loadingStory(scheduleCall);

/** The week could not be loaded: the message and Retry. */
export const Error: Story = failedStory(scheduleCall, 'Impossible de charger votre semaine.');

/** A week without seances (holidays). */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(scheduleCall, () =>
          HttpResponse.json({ week_start: '2026-10-19', days: [{ day: 1, date: '2026-10-19', seances: [] }] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune séance cette semaine')).toBeVisible();
  },
};
