import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { AdminLayout } from '../admin-layout/admin-layout';
import { AdminDashboardPage } from './admin-dashboard-page';

/** The area as the app routes it: the layout around the entry page. */
function Area() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<AdminDashboardPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Shop/Admin/AdminDashboardPage',
  component: Area,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/admin/*', initialEntries: ['/admin/dashboard'] },
    session: { user: demoSessionUser('admin') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Area>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry page of the area, signed in as the demo account. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** The same, in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  },
};
