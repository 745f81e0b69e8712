import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { AdminArea } from '../testing/admin-area';

const ordersApi = '*/koolskools/api/orders_api';

const meta = {
  title: 'Shop/Admin/AdminDashboardPage',
  component: AdminArea,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/dashboard'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures (each a link to its list) and the three charts, from the demo data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('list', { name: 'Chiffres clés' });
    await expect(within(figures).getAllByRole('link')).toHaveLength(6);
    await canvas.findByRole('img', { name: "Chiffre d'affaires par mois (Dhs)" }, { timeout: 10_000 });
  },
};

/** On a desk's screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: Default.play,
};

/** In Arabic (right to left). */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
    await within(canvasElement).findByRole('img', { name: 'رقم المعاملات حسب الشهر (درهم)' }, { timeout: 10_000 });
  },
};

/** While the figures load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement du tableau de bord')).toBeInTheDocument();
  },
};

/** Loading, in Arabic. */
export const LoadingArabic: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** A quiet shop: every figure at 0. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ordersApi, () =>
          HttpResponse.json({
            orders_by_status: { '0': 0, '1': 0, '2': 0, '3': 0 },
            demandes_by_month: [],
            devis_by_month: [],
            revenue_by_month: [],
            pending_schools: 0,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const figures = await within(canvasElement).findByRole('list', { name: 'Chiffres clés' });
    await expect(within(figures).getByRole('link', { name: /^0\s*Écoles à examiner$/ })).toBeVisible();
  },
};

/** The figures could not be loaded. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(ordersApi, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Impossible de charger le tableau de bord/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** The error, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };
