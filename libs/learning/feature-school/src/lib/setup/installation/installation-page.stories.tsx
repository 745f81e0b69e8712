import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { InstallationPage } from './installation-page';

const meta = {
  title: 'Learning/School/Setup/Installation',
  component: InstallationPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/installation', initialEntries: ['/ecole/installation'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof InstallationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator without a school: step 1, create it or join one; Next waits for a school. */
export const SchoolStep: Story = {
  parameters: { msw: { handlers: [http.get(hostPath('api/schools'), () => HttpResponse.json({ schools: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Étape 1 sur 8')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Créer votre école' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Je suis déjà dans une école' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};

/** Step 4 (kept in ?etape=4): the classes page's own list and form. */
export const ClassesStep: Story = {
  parameters: { router: { path: '/ecole/installation', initialEntries: ['/ecole/installation?etape=4'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Étape 4 sur 8')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ajouter une classe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  },
};

/** The end: what is done, and the way home. */
export const Finished: Story = {
  parameters: { router: { path: '/ecole/installation', initialEntries: ['/ecole/installation?etape=fin'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Installation terminée')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/ecole');
  },
};
