import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const schoolsApi = '*/koolskools/api/schools_api';

const meta = {
  title: 'Shop/Admin/SchoolRequestsPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/ecoles-demandees'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two demo requests, as cards on a phone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('École Les Cèdres bleus')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Examiner la demande École Les Cèdres bleus' })).toBeVisible();
  },
};

/** As a table on a desk's screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Écoles demandées par les utilisateurs' }),
    ).toBeVisible();
  },
};

/** In Arabic (right to left). */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'مدارس للمراجعة' })).toBeVisible();
    await within(canvasElement).findByText('École Les Cèdres bleus');
  },
};

/** While the requests load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des écoles à examiner')).toBeInTheDocument();
  },
};

/** Nothing waits for the admin. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, () => HttpResponse.json({ error: 'No result found' }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aucune école à examiner' })).toBeVisible();
  },
};

/** Empty, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The requests could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(schoolsApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Impossible de charger les écoles à examiner/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};
