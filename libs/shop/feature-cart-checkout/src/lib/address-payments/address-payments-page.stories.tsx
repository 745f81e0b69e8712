import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AddressPaymentsPage } from './address-payments-page';

const addressApi = '*/koolskools/api/payments_address_api';

const meta = {
  title: 'Shop/Cart/AddressPaymentsPage',
  component: AddressPaymentsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/address-payments', initialEntries: ['/address-payments?orders=1,2'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AddressPaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery chosen, the two saved addresses, none chosen yet: Continuer is disabled. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Maison/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Paiement à la livraison/ })).toBeChecked();
    await expect(canvas.getByText('Vous payez le livreur à la réception de la commande.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  },
};

/** The same, in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radiogroup', { name: 'اختر عنوان التسليم' })).toBeVisible();
  },
};

/** An address chosen: Continuer is enabled. */
export const AddressChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Bureau/ }));
    await expect(canvas.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  },
};

/** No saved address: the add-address form is open. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(addressApi, () => HttpResponse.json({ address_delivered: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune adresse enregistrée. Ajoutez-en une ci-dessous.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter une adresse' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** No address, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The addresses load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(addressApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des adresses')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** The addresses could not be loaded; a new one can still be added. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(addressApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Vos adresses ou votre panier n'ont pas pu être chargés.",
    );
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The cart has nothing to order: no form leading nowhere, but links to the cart and home. */
export const NothingToOrder: Story = {
  parameters: {
    msw: { handlers: [http.get('*/koolskools/api/orders_api', () => HttpResponse.json({ orders: [] }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rien à commander' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir le panier' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
