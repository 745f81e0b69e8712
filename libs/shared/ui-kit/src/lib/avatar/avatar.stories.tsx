import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Avatar } from './avatar';

const portrait = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#B9C8F9"/><circle cx="32" cy="26" r="12" fill="#243A9E"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#243A9E"/></svg>',
)}`;

const meta = {
  title: 'UI Kit/Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Amina Benali', size: 'md', decorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials when there is no picture. */
export const Initials: Story = {};

/** A picture. */
export const WithPicture: Story = { args: { src: portrait }, tags: ['!visual'] };

/** Sizes × picture/initials, several names (colours follow the name), Arabic initials. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="7rem">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <SnapshotCell key={size} title={`initials ${size}`}>
          <Avatar name="Amina Benali" size={size} />
        </SnapshotCell>
      ))}
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <SnapshotCell key={`picture-${size}`} title={`picture ${size}`}>
          <Avatar name="Youssef El Amrani" src={portrait} size={size} />
        </SnapshotCell>
      ))}
      <SnapshotCell title="other name">
        <Avatar name="Karim" size="lg" />
      </SnapshotCell>
      <SnapshotCell title="another name">
        <Avatar name="Salma Idrissi" size="lg" />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Avatar name="أمينة بنعلي" size="lg" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
