import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const typesApi = '*/koolskools/api/articles_types_api';

const meta = {
  title: 'Shop/Admin/ArticleTypesPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/types-articles'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The types with their article counts, on a desk's screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: "Types d'articles du catalogue" });
    await expect(within(table).getByRole('row', { name: /^Cahiers/ })).toBeVisible();
  },
};

/** In Arabic, on a phone (cards). */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'أنواع الأدوات' })).toBeVisible();
  },
};

/** Renaming a type to a name another type has: refused on the field. */
export const RenameTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/koolskools/api/articles_api', () =>
          HttpResponse.json({ error: 'name_taken', fields: { name: 'Taken' } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renommer Cahiers' }));
    const form = canvas.getByRole('form', { name: 'Renommer « Cahiers »' });
    await userEvent.clear(within(form).getByRole('textbox', { name: /Nom du type/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Nom du type/ }), 'Stylos');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le type' }));
    await expect(await within(form).findByText('Un type porte déjà ce nom')).toBeVisible();
  },
};

/** While the types load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(typesApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Chargement des types d'articles")).toBeInTheDocument();
  },
};

/** No type yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(typesApi, () => HttpResponse.json({ articles_types: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "Aucun type d'article" })).toBeVisible();
  },
};

/** The types could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(typesApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Impossible de charger les types d'articles/)).toBeVisible();
  },
};
