import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { LibraryOrdersPage } from './library-orders-page';

const ordersApi = '*/koolskools/api/orders_api';

const meta = {
  title: 'Shop/Library/LibraryOrdersPage',
  component: LibraryOrdersPage,
  parameters: {
    router: { path: '/library/commandes', initialEntries: ['/library/commandes'] },
    session: { user: demoSessionUser('librairie') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LibraryOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending orders, with what a delivery needs and the moves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Commandes' });
    await expect(within(list).getAllByRole('button', { name: 'Marquer en cours de livraison' }).length).toBeGreaterThan(
      0,
    );
    await expect(within(list).getAllByRole('link', { name: /^0[\d ]+$/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  },
};

/** Delivered orders, with the customer's rating once given. */
export const Delivered: Story = {
  parameters: { router: { path: '/library/commandes', initialEntries: ['/library/commandes?tab=delivered'] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('img', { name: /4 sur 5$/ }))[0]).toBeVisible();
  },
};

/** The cancel dialog: a reason is required. */
export const CancelWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Commandes' });
    await userEvent.click(canvas.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ })[0]);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: /^Annuler la commande/,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() => expect(within(dialog).getByText('Motif requis')).toBeVisible());
  },
};

/** Skeletons while the orders load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des commandes…')).toBeInTheDocument();
  },
};

/** The list failed. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Les commandes n'ont pas pu être chargées/)).toBeVisible();
  },
};

/** No order yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ orders: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune commande pour le moment')).toBeVisible();
  },
};
