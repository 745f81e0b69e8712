import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { CartPage } from './cart-page';

const ordersApi = '*/koolskools/api/orders_api';

const meta = {
  title: 'Shop/Cart/CartPage',
  component: CartPage,
  parameters: {
    router: { path: '/shop-cart', initialEntries: ['/shop-cart'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's cart: a pack without library and a quote of "Librairie Al Maarifa". */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Commandes du panier' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Passer la commande' })).toBeEnabled();
  },
};

/** The cart in Arabic (right to left). */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'طلبيات السلة' })).toBeVisible();
  },
};

/** Skeletons while the cart loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement du panier')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** An empty cart: Checkout is disabled. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ orders: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The cart could not be loaded: a message and a retry button. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Le panier n'a pas pu être chargé.");
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** Removing an order asks first. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retirer la commande de Sans librairie' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Retirer cette commande du panier ?' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The confirmation, in Arabic. */
export const RemoveConfirmationArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إزالة طلبية بدون مكتبة' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
