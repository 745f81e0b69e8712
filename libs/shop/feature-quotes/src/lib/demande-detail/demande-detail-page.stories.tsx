import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { shopPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { DemandeDetailPage } from './demande-detail-page';

/** Whole pages against the fake backend: give the first render time on a busy machine. */
const slow = { timeout: 10_000 };
const atRequest = (id: number) => ({ path: '/quotes/:quote_id', initialEntries: [`/quotes/${id}`] });

const meta = {
  title: 'Shop/Quotes/Request detail',
  component: DemandeDetailPage,
  parameters: { router: atRequest(1), session: { user: demoSessionUser() } },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof DemandeDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request two libraries answered: the header with its school and level, then their quotes. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demande n° 1' }, slow)).toBeVisible();
    const quotes = await canvas.findAllByRole('article', {}, slow);
    await expect(quotes).toHaveLength(2);
    await expect(within(quotes[0]).getByRole('link', { name: /^Voir le devis de/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/responses\/\d+$/),
    );
  },
};

/** With quotes, in Arabic. */
export const FilledArabic: Story = { ...Filled, globals: { locale: 'ar' }, play: undefined };

/** A request nobody answered yet: the requested articles per level, with quantities. */
export const WithoutQuotes: Story = {
  parameters: { router: atRequest(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Articles demandés' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /3ème année collège/ }, slow)).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Without responses, in Arabic. */
export const WithoutQuotesArabic: Story = { ...WithoutQuotes, globals: { locale: 'ar' }, play: undefined };

/** While the request loads. */
export const Loading: Story = { parameters: { msw: { handlers: [http.get(shopPath('demandes_api'), holdResponse)] } } };

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' } };

/** A request that is not the user's (or no longer exists). */
export const Empty: Story = {
  parameters: { router: atRequest(999) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Demande introuvable' }, slow),
    ).toBeVisible();
  },
};

/** Not found, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The requests could not be read. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toBeVisible();
  },
};

/** Error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
