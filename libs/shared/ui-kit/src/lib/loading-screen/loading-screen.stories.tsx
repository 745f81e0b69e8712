import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'UI Kit/Feedback/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
  args: { text: 'En cours de chargement', logoTitle: 'KoolSkools', logoWidth: 120 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo and the spec's text, announced as a status. */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('En cours de chargement');
  },
};

/** French (the spec's text) for the visual snapshot; Arabic is checked in the RTL run. */
export const Snapshot: Story = {};

/** Arabic text. */
export const Arabic: Story = { args: { text: 'جار التحميل' }, tags: ['!visual'] };
