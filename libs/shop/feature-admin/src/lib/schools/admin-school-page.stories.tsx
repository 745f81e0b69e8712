import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const schoolApi = '*/koolskools/api/schools_api';
const suppliesApi = '*/koolskools/api/fournitures_articles_api';

const meta = {
  title: 'Shop/Admin/AdminSchoolPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/ecoles/1'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner school: its levels by cycle, the CP supply list and the form to add a line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Liste de fournitures du niveau' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Ajouter une ligne' })).toBeVisible();
  },
};

/** In Arabic, on a phone. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'لائحة أدوات المستوى' })).toBeVisible();
  },
};

/** While the school loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(schoolApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Chargement de l'école")).toBeInTheDocument();
  },
};

/** A level whose supply list is empty. */
export const EmptyList: Story = {
  parameters: { msw: { handlers: [http.get(suppliesApi, () => HttpResponse.json({ f_articles: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucune fourniture pour ce niveau pour le moment.'),
    ).toBeVisible();
  },
};

/** The school could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(schoolApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Impossible de charger l'école/)).toBeVisible();
  },
};
