import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const schoolsApi = '*/koolskools/api/schools_list_api';

const meta = {
  title: 'Shop/Admin/AdminSchoolsPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/ecoles'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 20 schools, on a desk's screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Écoles de la boutique' })).toBeVisible();
  },
};

/** In Arabic, on a phone (cards). */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'المدارس' })).toBeVisible();
  },
};

/** While the schools load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des écoles')).toBeInTheDocument();
  },
};

/** No school matches. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, () => HttpResponse.json({ error: 'No result found' }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aucune école trouvée' })).toBeVisible();
  },
};

/** The schools could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Impossible de charger les écoles/)).toBeVisible();
  },
};
