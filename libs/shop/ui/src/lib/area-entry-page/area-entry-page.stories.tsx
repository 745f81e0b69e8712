import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaEntryPage } from './area-entry-page';

const meta = {
  title: 'Shop/UI/AreaEntryPage',
  component: AreaEntryPage,
  args: {
    title: 'Tableau de bord',
    userName: 'Karim Tazi',
    note: "L'espace d'administration est en cours de construction.",
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AreaEntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin area's entry page; its link goes back to the shop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The shared texts come from the lazily loaded shop-common table: wait for the page.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
  },
};

/** In Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'لوحة التحكم',
    userName: 'كريم التازي',
    note: 'فضاء الإدارة قيد الإنشاء.',
  },
};
