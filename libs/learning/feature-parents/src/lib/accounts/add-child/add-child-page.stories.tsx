import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { AddChildPage } from './add-child-page';

const registerCall = hostPath('api/koolskools/v1/account/child_register/');

const meta = {
  title: 'Learning/Parents/AddChild',
  component: AddChildPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/parent/enfants/nouveau', initialEntries: ['/parent/enfants/nouveau'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AddChildPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form with a child born on 1 February 2018, in CE1, and sends it. */
async function register(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Prénom/ }), 'Ghita');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Nom/ }), 'Alaoui');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Date de naissance/ }), '01022018');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Garçon ou fille/ }), 'Fille');
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /^Niveau scolaire/ }), 'CE1');
  await userEvent.type(canvas.getByLabelText(/^Mot de passe de votre enfant/, { selector: 'input' }), 'ghita2018');
  await userEvent.type(canvas.getByLabelText(/^Confirmez le mot de passe/, { selector: 'input' }), 'ghita2018');
  await userEvent.click(canvas.getByRole('button', { name: 'Créer le compte' }));
  return canvas;
}

/** The empty form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ajouter un enfant' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: /^Niveau scolaire/ })).toBeEnabled();
  },
};

/** Sent empty: each field says what it needs (§5). */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer le compte' }));
    await expect(canvas.getByText('Prénom requis')).toBeVisible();
    await expect(canvas.getByText('Mot de passe requis')).toBeVisible();
  },
};

/** The account is created: the child's credentials, shown once. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Le compte de Ghita Alaoui est créé' });
    await expect(within(card).getByText('Notez ces identifiants : ils ne seront plus affichés')).toBeVisible();
    await expect(within(card).getByText('ghita2018')).toBeVisible();
    await expect(within(card).getByRole('button', { name: "J'ai noté les identifiants" })).toBeEnabled();
  },
};

/** The backend refused (an `error` in the answer): 'Identifiant déjà utilisé' (§8), the form kept. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(registerCall, () => HttpResponse.json({ error: 'This username already exists!' }, { status: 400 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Identifiant déjà utilisé');
    await expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Ghita');
  },
};
