import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { MyBooksPage } from './my-books-page';

const myBooksApi = '*/koolskools/api/occasions_api';

const meta = {
  title: 'Shop/Occasion/MyBooksPage',
  component: MyBooksPage,
  parameters: {
    router: { path: '/my-books', initialEntries: ['/my-books'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof MyBooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's five books: one waiting for review, one refused with its reason, two published, one sold. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Mes livres en vente' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(within(list).getByText('En attente de validation')).toBeVisible();
    await expect(within(list).getByText(/^Motif du refus : Les photos sont floues/)).toBeVisible();
  },
};

/** The same, in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'كتبي المعروضة للبيع' })).toBeVisible();
  },
};

/** The books load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(myBooksApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des livres')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** Nothing on sale yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(myBooksApi, () => HttpResponse.json({ occasions: [], error: 'No result found' }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Vous n'avez aucun livre en vente" }),
    ).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The books could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(myBooksApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Les livres n'ont pas pu être chargés.",
    );
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
