import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ProgrammePage } from './programme-page';

const chaptersCall = hostPath('schools_chapter_handler');

const meta = {
  title: 'Learning/School/Teaching/Programme',
  component: ProgrammePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/professeur/programme', initialEntries: ['/professeur/programme'] },
    session: { user: demoSessionUser('prof') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProgrammePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first programme the professor teaches, its chapters and lessons; a new chapter goes at the end. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Matière et niveau' })).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'Nouveau chapitre' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le chapitre' }));
    await expect(await within(form).findByText('Le nom du chapitre est requis')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /Nom du chapitre/ }), 'Les volumes');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le chapitre' }));
    await expect(await canvas.findByRole('heading', { name: /: Les volumes$/ })).toBeVisible();
    // The programme's competencies, and one more.
    const competencies = await canvas.findByRole('region', { name: 'Compétences' });
    const competencyForm = within(competencies).getByRole('form', { name: 'Nouvelle compétence' });
    await userEvent.type(within(competencyForm).getByRole('textbox', { name: /^Code/ }), 'C9');
    await userEvent.type(within(competencyForm).getByRole('textbox', { name: /^Intitulé/ }), 'Modéliser');
    await userEvent.click(within(competencyForm).getByRole('button', { name: 'Ajouter la compétence' }));
    await expect(await within(competencies).findByText('Modéliser')).toBeVisible();
  },
};

/** Skeletons while the chapters load. */
export const Loading: Story = loadingStory(chaptersCall);

/** The chapters could not be loaded: the message and Retry. */
export const Error: Story = failedStory(chaptersCall, 'Impossible de charger votre programme.');

/** A programme without chapters yet: where to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(chaptersCall, () => HttpResponse.json({ chapters: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun chapitre pour le moment')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Nouveau chapitre' })).toBeVisible();
  },
};
