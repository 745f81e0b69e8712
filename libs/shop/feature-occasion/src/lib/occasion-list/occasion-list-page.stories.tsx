import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { OccasionListPage } from './occasion-list-page';

const booksApi = '*/koolskools/api/occasions_api_client';

const meta = {
  title: 'Shop/Occasion/OccasionListPage',
  component: OccasionListPage,
  parameters: {
    router: { path: '/occasion', initialEntries: ['/occasion'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof OccasionListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full list: a taller window would load more pages, so it is pictured as the phone shows it. */
const screenOnly = { picture: { fullPage: false } };

/** A visitor: the books on sale, Sell Book, the two category tiles (no My Books). */
export const Filled: Story = {
  parameters: screenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Livres en vente' });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/occasion\/\d+$/),
    );
    await expect(canvas.queryByRole('link', { name: 'Mes livres' })).toBeNull();
  },
};

/** The same, in Arabic (right to left). */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'الكتب المعروضة للبيع' })).toBeVisible();
  },
};

/** A signed-in customer also gets My Books. */
export const SignedIn: Story = {
  parameters: { ...screenOnly, session: { user: demoSessionUser('client') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Mes livres' })).toHaveAttribute(
      'href',
      '/my-books',
    );
  },
};

/** The "Romans et lectures" tile pressed: the list shows that category. */
export const Category: Story = {
  parameters: screenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = await canvas.findByRole('button', { name: 'Romans et lectures' });
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await canvas.findByRole('list', { name: 'Livres en vente' });
  },
};

/** Skeletons while the first page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(booksApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des livres')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** Nothing found for the search. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(booksApi, () => HttpResponse.json({ occasions: [], error: 'No result found' }))] },
    router: { path: '/occasion', initialEntries: ['/occasion?q=Physique'] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aucun livre trouvé' })).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The books could not be loaded. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(booksApi, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Les livres n'ont pas pu être chargés.");
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
