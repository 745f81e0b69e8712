import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { CartConfirmPage } from './cart-confirm-page';

const ordersApi = '*/koolskools/api/orders_api';
const addressApi = '*/koolskools/api/payments_address_api';

const meta = {
  title: 'Shop/Cart/CartConfirmPage',
  component: CartConfirmPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/shop-cart-confirm/:address', initialEntries: ['/shop-cart-confirm/1?orders=1,2'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof CartConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address "Maison", the two cart orders, subtotal, 0 Dhs delivery and total. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Adresse de livraison' })).toHaveTextContent('Maison');
    await expect(canvas.getByText('Frais de livraison')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled();
  },
};

/** The same, in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'عنوان التسليم' });
    await expect(canvas.getByRole('button', { name: 'تأكيد الطلبية' })).toBeEnabled();
  },
};

/** The address and the orders load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement de la commande')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** The orders named in the link are no longer in the cart. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ orders: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Aucune commande à confirmer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The address could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(addressApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("La commande n'a pas pu être chargée.");
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
