import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionLoading } from './section-loading';

const meta = {
  title: 'Shop/UI/SectionLoading',
  component: SectionLoading,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SectionLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'En cours de chargement' under the logo. */
export const French: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('En cours de chargement')).toBeVisible();
  },
};

/** In Arabic. */
export const Arabic: Story = { globals: { locale: 'ar' } };
