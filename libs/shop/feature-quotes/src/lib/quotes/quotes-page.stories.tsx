import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { shopPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { QuotesPage } from './quotes-page';

/** Whole pages against the fake backend: give the first render time on a busy machine. */
const slow = { timeout: 10_000 };

const meta = {
  title: 'Shop/Quotes/My quotes',
  component: QuotesPage,
  parameters: {
    router: { path: '/quotes', initialEntries: ['/quotes'] },
    session: { user: demoSessionUser() },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof QuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received: the demo customer's two requests that libraries answered. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Reçus' }, slow)).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(2);
  },
};

/** Received, in Arabic. */
export const FilledArabic: Story = { ...Filled, globals: { locale: 'ar' }, play: undefined };

/** Requests: the request nobody answered yet. */
export const RequestsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, slow);
    await userEvent.click(canvas.getByRole('tab', { name: 'Demandes' }));
    const [card] = await canvas.findAllByRole('article', {}, slow);
    await expect(within(card).getByText('En attente')).toBeVisible();
    await expect(within(card).getByRole('link', { name: /^Voir le détail/ })).toHaveAttribute('href', '/quotes/3');
  },
};

/** Requests, in Arabic. */
export const RequestsTabArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { path: '/quotes', initialEntries: ['/quotes?tab=requests'] } },
};

/** While the requests load. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(shopPath('demandes_api'), holdResponse)],
    },
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' } };

/** A customer without any request. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(shopPath('demandes_api'), () => HttpResponse.json({ demandes: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucun devis reçu pour le moment' }, slow),
    ).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The requests could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
