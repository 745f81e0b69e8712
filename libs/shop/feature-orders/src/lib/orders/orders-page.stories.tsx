import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { OrdersPage } from './orders-page';

const ordersApi = '*/koolskools/api/orders_api';

const meta = {
  title: 'Shop/Orders/OrdersPage',
  component: OrdersPage,
  parameters: {
    router: { path: '/orders', initialEntries: ['/orders'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's orders in every status. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Mes commandes' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
  },
};

/** The same, in Arabic (right to left). */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'طلبياتي' })).toBeVisible();
  },
};

/** Delivered orders: one rated (read-only stars), one to rate. */
export const Delivered: Story = {
  parameters: { router: { path: '/orders', initialEntries: ['/orders?tab=delivered'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^Noter la commande/ })).toBeVisible();
  },
};

/** Delivered orders, in Arabic. */
export const DeliveredArabic: Story = { ...Delivered, globals: { locale: 'ar' }, play: undefined };

/** The cancel confirmation popup. */
export const CancelConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Mes commandes' });
    await userEvent.click(canvas.getAllByRole('button', { name: /^Annuler la commande n° \d+$/ })[0]);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Annuler cette commande ?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Skeletons while the orders load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des commandes')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** No order yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ orders: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucune commande pour le moment' }),
    ).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The orders could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Vos commandes n'ont pas pu être chargées.");
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
