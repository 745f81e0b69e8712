import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { AdminHomePage } from './admin-home-page';

const schoolsCall = hostPath('api/schools');

const meta = {
  title: 'Learning/School/Setup/AdminHome',
  component: AdminHomePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole', initialEntries: ['/ecole'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo school, set up: every step done with its count, the key figures and the shortcuts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Groupe Scolaire Al Khawarizmi')).toBeVisible();
    await expect(await canvas.findByText(/Année en cours : \u2068?2026-2027/)).toBeVisible();
    const checklist = await canvas.findByRole('list', { name: "Installation de l'école" });
    await expect(within(checklist).getAllByRole('listitem')).toHaveLength(7);
    await expect(await canvas.findByText('7 étapes faites sur 7')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ouvrir : Élèves' })).toHaveAttribute('href', '/ecole/eleves');
    await expect(await canvas.findByText('Taux de présence')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cahiers de textes' })).toHaveAttribute(
      'href',
      '/ecole/cahier-de-textes',
    );
  },
};

/** An administrator without a school: the guided first run's call to action. */
export const NoSchool: Story = {
  parameters: { msw: { handlers: [http.get(schoolsCall, () => HttpResponse.json({ schools: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Vous n'avez pas encore d'école" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Commencer l'installation" })).toHaveAttribute(
      'href',
      '/ecole/installation',
    );
  },
};

/** Skeletons while the school loads. */
export const Loading: Story = loadingStory(schoolsCall);

/** The school could not be loaded: the message and Retry. */
export const Error: Story = failedStory(schoolsCall, "Votre école n'a pas pu être chargée.");
