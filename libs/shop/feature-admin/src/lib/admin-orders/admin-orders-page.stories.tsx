import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const ordersApi = '*/koolskools/api/orders_api';

const meta = {
  title: 'Shop/Admin/AdminOrdersPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/commandes?statut=0'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending orders of the shop (from the dashboard's figure). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Commandes de la boutique' })).toBeVisible();
  },
};

/** Every order, on a desk's screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { router: { path: '/admin/*', initialEntries: ['/admin/commandes'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Pages des commandes' })).toBeVisible();
  },
};

/** In Arabic (right to left). */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'طلبيات المتجر' })).toBeVisible();
  },
};

/** While the orders load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des commandes')).toBeInTheDocument();
  },
};

/** No order of that status. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ orders: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aucune commande' })).toBeVisible();
  },
};

/** The orders could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Impossible de charger les commandes/)).toBeVisible();
  },
};
