import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'UI Kit/Forms/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { label: 'Noter la commande', defaultValue: 0, size: 'md', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab into the stars, arrows choose; the choice is reported. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 étoile' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** Click a star. */
export const Click: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 étoiles' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

/** Read-only: one image named with the value. */
export const ReadOnly: Story = {
  tags: ['!visual'],
  args: { readOnly: true, defaultValue: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
  },
};

/** Values × sizes, read-only, disabled. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      {[0, 1, 3, 5].map((value) => (
        <SnapshotCell key={value} title={`value ${value}`}>
          <RatingStars label={`Commande ${value}`} defaultValue={value} />
        </SnapshotCell>
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <SnapshotCell key={size} title={`read-only ${size}`}>
          <RatingStars label="Note" readOnly defaultValue={4} size={size} />
        </SnapshotCell>
      ))}
      <SnapshotCell title="disabled">
        <RatingStars label="Commande annulée" defaultValue={2} disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <RatingStars label="قيّم الطلب" starLabel={(n) => `${n} نجوم`} defaultValue={3} />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
