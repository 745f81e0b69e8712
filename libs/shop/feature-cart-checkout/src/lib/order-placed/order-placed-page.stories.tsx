import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { OrderPlacedPage } from './order-placed-page';

const ordersApi = '*/koolskools/api/orders_api';

const meta = {
  title: 'Shop/Cart/OrderPlacedPage',
  component: OrderPlacedPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/order-placed', initialEntries: ['/order-placed?orders=3&payment=1&address=1'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof OrderPlacedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order just placed: number, library, status, amount, total, payment by transfer, address, next steps. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Commande n° 3' })).toHaveTextContent('En attente');
    await expect(await canvas.findByRole('region', { name: 'Adresse de livraison' })).toHaveTextContent('Maison');
    await expect(canvas.getByText('Virement')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir mes commandes' })).toBeVisible();
  },
};

/** The same, in Arabic. */
export const SuccessArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'الطلبية رقم 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'عرض طلبياتي' })).toBeVisible();
  },
};

/** The orders load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement de votre commande')).toBeInTheDocument();
  },
};

/** The orders could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Votre commande n'a pas pu être chargée.");
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The link names no placed order. */
export const Empty: Story = {
  parameters: { router: { path: '/order-placed', initialEntries: ['/order-placed?orders=99999'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Aucune commande à afficher' })).toBeVisible();
  },
};
