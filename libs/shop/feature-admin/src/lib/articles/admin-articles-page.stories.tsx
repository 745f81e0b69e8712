import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const articlesApi = '*/koolskools/api/articles_api';

const meta = {
  title: 'Shop/Admin/AdminArticlesPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/articles'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's first page, on a desk's screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Articles du catalogue' })).toBeVisible();
  },
};

/** In Arabic, on a phone (cards). */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'كتالوج الأدوات' })).toBeVisible();
  },
};

/** The new-article form with its §5 messages. */
export const NewArticleInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouvel article' }));
    await userEvent.click(canvas.getByRole('button', { name: "Enregistrer l'article" }));
    await expect(await canvas.findByText('Type requis')).toBeVisible();
  },
};

/** An article edited: the form filled with its name, type, brands and prices. */
export const EditArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier Compas' }));
    const form = canvas.getByRole('form', { name: 'Modifier « Compas »' });
    await expect(within(form).getByRole('textbox', { name: /Nom de l'article/ })).toHaveValue('Compas');
  },
};

/** Deleting an article a pack and a supply list use: refused, with the reason. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(articlesApi, () =>
          HttpResponse.json({ error: 'article_in_use', packs: 2, supply_lines: 1 }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer Compas' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: "Supprimer l'article" }),
    );
    await expect(
      await canvas.findByText(/« Compas » ne peut pas être supprimé : il est utilisé par 2 packs/),
    ).toBeVisible();
  },
};

/** While the catalogue loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(articlesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement du catalogue')).toBeInTheDocument();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(articlesApi, () => HttpResponse.json({ articles: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aucun article trouvé' })).toBeVisible();
  },
};

/** The catalogue could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(articlesApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Impossible de charger le catalogue/)).toBeVisible();
  },
};
