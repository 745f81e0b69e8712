import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import * as icons from './icons';

const meta = {
  title: 'UI Kit/Foundations/Icons',
  component: icons.HomeIcon,
  tags: ['autodocs'],
  args: { size: 'lg', title: 'Accueil' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof icons.HomeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a title, an icon is an image named by it; without, it is hidden from screen readers. */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Accueil' })).toBeInTheDocument();
  },
};

/** The whole set, at the three sizes. Back arrow and start/end chevrons flip in RTL. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="9rem">
      {Object.entries(icons).map(([name, Icon]) => (
        <SnapshotCell key={name} title={name.replace(/Icon$/, '')}>
          <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <Icon size="sm" />
            <Icon size="md" />
            <Icon size="lg" />
          </span>
        </SnapshotCell>
      ))}
    </SnapshotGrid>
  ),
};
