import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { LibraryLayout } from '../library-layout/library-layout';
import { LibraryDemandesPage } from './library-demandes-page';

/** The area as the app routes it: the layout around the entry page. */
function Area() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        <Route path="*" element={<LibraryDemandesPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Shop/Library/LibraryDemandesPage',
  component: Area,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/library/*', initialEntries: ['/library/demandes'] },
    session: { user: demoSessionUser('librairie') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof Area>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry page of the area, signed in as the demo account. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** The same, in Arabic. */
export const FilledArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'طلبات عروض الأسعار' }),
    ).toBeVisible();
  },
};
