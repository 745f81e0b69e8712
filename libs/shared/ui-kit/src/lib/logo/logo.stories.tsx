import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Logo } from './logo';

const meta = {
  title: 'UI Kit/Foundations/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { title: 'KoolSkools', width: 120 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a title, the logo is an image named by it. */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'KoolSkools' })).toBeInTheDocument();
  },
};

/** Header, loading and error sizes. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="8rem">
      <SnapshotCell title="header 32">
        <Logo width={32} />
      </SnapshotCell>
      <SnapshotCell title="default 48">
        <Logo />
      </SnapshotCell>
      <SnapshotCell title="loading 120">
        <Logo width={120} />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
