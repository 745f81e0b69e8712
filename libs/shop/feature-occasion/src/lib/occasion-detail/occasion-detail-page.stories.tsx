import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { OccasionDetailPage } from './occasion-detail-page';

const booksApi = '*/koolskools/api/occasions_api_client';

const meta = {
  title: 'Shop/Occasion/OccasionDetailPage',
  component: OccasionDetailPage,
  parameters: {
    router: { path: '/occasion/:occasion_id', initialEntries: ['/occasion/1'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof OccasionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "La Boîte à merveilles", sold by the demo customer. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'La Boîte à merveilles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contacter le vendeur' })).toBeEnabled();
  },
};

/** The seller's own listing waiting for review (moderation): not public yet. */
export const PendingOwn: Story = {
  parameters: {
    router: { path: '/occasion/:occasion_id', initialEntries: ['/occasion/71'] },
    session: { user: demoSessionUser('client') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Cette annonce n'est pas encore publique/)).toBeVisible();
  },
};

/** The same, in Arabic. */
export const PendingOwnArabic: Story = { ...PendingOwn, globals: { locale: 'ar' }, play: undefined };

/** The same, in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'التواصل مع البائع' })).toBeVisible();
  },
};

/** The seller contact popup: call and WhatsApp links. */
export const ContactPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contacter le vendeur' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Contacter le vendeur',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Appeler' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+212/),
    );
    await expect(within(dialog).getByRole('link', { name: 'Discuter sur WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/212/),
    );
  },
};

/** The contact popup, in Arabic. */
export const ContactPopupArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'التواصل مع البائع' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The listing loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(booksApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement du livre')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** No such listing. */
export const NotFound: Story = {
  parameters: { router: { path: '/occasion/:occasion_id', initialEntries: ['/occasion/99999'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Livre introuvable' })).toBeVisible();
  },
};

/** Not found, in Arabic. */
export const NotFoundArabic: Story = { ...NotFound, globals: { locale: 'ar' }, play: undefined };

/** The listing could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(booksApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("Ce livre n'a pas pu être chargé.");
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
