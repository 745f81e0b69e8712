import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { LibraryQuotePage } from './library-quote-page';

const linesApi = '*/koolskools/api/demandes_devis_articles_api';
const route = (id: number) => ({ path: '/library/devis/:devis_id', initialEntries: [`/library/devis/${id}`] });

const meta = {
  title: 'Shop/Library/LibraryQuotePage',
  component: LibraryQuotePage,
  parameters: {
    // Seed: the demo library's quote 14 is only sent; its quote 1 is in the demo customer's cart.
    router: route(14),
    session: { user: demoSessionUser('librairie') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LibraryQuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quote still only sent: its lines as a form to change, "Enregistrer les modifications". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Modifier le devis n° 14' });
    await expect(canvas.getByText('Envoyé')).toBeVisible();
    await expect(within(form).getAllByRole('group').length).toBeGreaterThan(0);
    await expect(within(form).getByRole('button', { name: 'Enregistrer les modifications' })).toBeVisible();
  },
};

/** Saving with nothing changed says so, without sending. */
export const Unchanged: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Modifier le devis n° 14' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    await expect(await within(form).findByText('Aucune modification à enregistrer.')).toBeVisible();
  },
};

/** A quote the customer put in a cart: its lines as accepted, no fields. */
export const Taken: Story = {
  parameters: { router: route(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Articles du devis n° 1' })).toBeVisible();
    await expect(canvas.getByText('Dans un panier')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Skeletons while the quote loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(linesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement du devis…')).toBeInTheDocument();
  },
};

/** The quote failed to load: the message with Retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(linesApi, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Le devis n'a pas pu être chargé/)).toBeVisible();
  },
};

/** A quote that does not exist, or another library's. */
export const NotFound: Story = {
  parameters: { router: route(999) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Ce devis n'existe pas ou n'a pas été envoyé par votre librairie."),
    ).toBeVisible();
  },
};
