import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionTitle } from './page-header';

const meta = {
  title: 'Shop/UI/SectionTitle',
  component: SectionTitle,
  args: { children: 'Reçus' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SectionTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The h2 of a section (the page's h1 is the kit's Page / PageHeader). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Reçus' })).toBeVisible();
  },
};
