import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Spinner } from './spinner';

const meta = {
  title: 'UI Kit/Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Chargement', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status announced to screen readers. */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement');
  },
};

/** Sizes, and colours taken from the text around. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="8rem">
      <SnapshotCell title="small">
        <Spinner size="sm" label="Chargement petit" />
      </SnapshotCell>
      <SnapshotCell title="medium">
        <Spinner label="Chargement moyen" />
      </SnapshotCell>
      <SnapshotCell title="large">
        <Spinner size="lg" label="Chargement grand" />
      </SnapshotCell>
      <SnapshotCell title="brand colour">
        <span style={{ color: '#2F4AC4' }}>
          <Spinner size="lg" />
        </span>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
