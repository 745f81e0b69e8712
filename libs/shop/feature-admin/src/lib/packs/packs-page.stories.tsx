import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const packsApi = '*/koolskools/api/packs_api_list';
const levelPath = '/admin/packs?ecole=1&niveau=1';

const meta = {
  title: 'Shop/Admin/AdminPacksPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: [levelPath] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The packs of a school level (a partner school's CP). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Packs du niveau' })).toBeVisible();
  },
};

/** In Arabic (right to left). */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'حزم المستوى' })).toBeVisible();
  },
};

/** Before a school and a level are chosen. */
export const PickSchool: Story = {
  parameters: { router: { path: '/admin/*', initialEntries: ['/admin/packs'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Choisissez une école et un niveau' }),
    ).toBeVisible();
  },
};

/** A new pack with one article, on a desk's screen. */
export const NewPack: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouveau pack' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nom du pack/ }), 'Pack rentrée CP');
    await userEvent.click(await canvas.findByRole('button', { name: /^Ajouter Cahier 48 pages/ }));
    await expect(canvas.getByRole('region', { name: /^Cahier 48 pages/ })).toBeVisible();
  },
};

/** A pack edited, on a desk's screen: the form filled with its name and lines. */
export const EditPack: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Packs du niveau' });
    await userEvent.click(within(table).getAllByRole('button', { name: /^Modifier / })[0]);
    await expect(await canvas.findByRole('region', { name: /^Modifier « / })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Articles du pack' })).toBeVisible();
  },
};

/** While the packs load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(packsApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des packs')).toBeInTheDocument();
  },
};

/** A level without a pack yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(packsApi, () => HttpResponse.json({ packs: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucun pack pour ce niveau' }),
    ).toBeVisible();
  },
};

/** The packs could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(packsApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Impossible de charger les packs/)).toBeVisible();
  },
};
