import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { LibraryQuotesPage } from './library-quotes-page';

const quotesApi = '*/koolskools/api/demandes_devis_api';

const meta = {
  title: 'Shop/Library/LibraryQuotesPage',
  component: LibraryQuotesPage,
  parameters: {
    router: { path: '/library/devis', initialEntries: ['/library/devis'] },
    session: { user: demoSessionUser('librairie') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LibraryQuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quotes the demo library sent, with their state. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Devis envoyés' });
    await expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Dans un panier')).toBeVisible();
  },
};

/** Skeletons while the quotes load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(quotesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des devis…')).toBeInTheDocument();
  },
};

/** The list failed. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(quotesApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Les devis n'ont pas pu être chargés/)).toBeVisible();
  },
};

/** No quote sent yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(quotesApi, () => HttpResponse.json({ demandes_devis: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun devis envoyé')).toBeVisible();
  },
};
