import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI Kit/Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines of text loading. */
export const Default: Story = { tags: ['!visual'] };

/** Shapes, and a school card loading. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="14rem">
      <SnapshotCell title="text">
        <Skeleton />
      </SnapshotCell>
      <SnapshotCell title="lines">
        <Skeleton lines={3} />
      </SnapshotCell>
      <SnapshotCell title="rect">
        <Skeleton variant="rect" />
      </SnapshotCell>
      <SnapshotCell title="circle">
        <Skeleton variant="circle" width="3.5rem" />
      </SnapshotCell>
      <SnapshotCell title="card">
        <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Skeleton variant="circle" width="3.5rem" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </div>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
