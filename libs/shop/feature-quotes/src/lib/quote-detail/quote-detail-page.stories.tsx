import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { shopPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { QuoteDetailPage } from './quote-detail-page';

/** Whole pages against the fake backend: give the first render time on a busy machine. */
const slow = { timeout: 10_000 };

const meta = {
  title: 'Shop/Quotes/Quote detail',
  component: QuoteDetailPage,
  parameters: {
    router: { path: '/responses/:response_id', initialEntries: ['/responses/1'] },
    session: { user: demoSessionUser() },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof QuoteDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A library's quote: articles, brands, prices, steppers, the subtotal and See cart. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await canvas.findAllByRole('listitem', {}, slow);
    const subtotal = canvas.getByText('Sous-total').parentElement as HTMLElement;
    const before = subtotal.textContent;
    await userEvent.click(within(row).getByRole('button', { name: /^Augmenter/ }));
    await expect(subtotal.textContent).not.toBe(before);
    await expect(canvas.getByRole('button', { name: 'Voir le panier' })).toBeEnabled();
  },
};

/** Filled, in Arabic. */
export const FilledArabic: Story = { ...Filled, globals: { locale: 'ar' }, play: undefined };

/** While the quote loads. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(shopPath('demandes_devis_articles_api'), holdResponse)],
    },
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' } };

/** A quote without articles: nothing to put in the cart. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(shopPath('demandes_devis_articles_api'), () =>
          HttpResponse.json({ demande_devis_articles: [], library: { id: 3, name: 'Librairie Al Maarifa' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Ce devis ne contient aucun article' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voir le panier' })).toBeDisabled();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The quote could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(shopPath('demandes_devis_articles_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toBeVisible();
  },
};

/** Error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
