import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BackLink } from './back-link';

const meta = {
  title: 'UI Kit/Navigation/BackLink',
  component: BackLink,
  tags: ['autodocs'],
  args: { href: '#cours', children: 'Toutes mes matières' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab reaches the link, named by where it goes back to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Toutes mes matières' })).toHaveFocus();
  },
};
