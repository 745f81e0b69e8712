import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { BackArrowIcon, CartIcon, CloseIcon, GridIcon } from '../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI Kit/Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Fermer', icon: <CloseIcon />, variant: 'ghost', size: 'md', round: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the label is the accessible name; Enter activates. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A toggle exposes its state with aria-pressed. */
export const Toggle: Story = {
  args: { label: 'Grille', icon: <GridIcon />, pressed: true },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Variants × sizes, round, pressed, disabled, mirrored back arrow. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="7rem">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <SnapshotCell key={`${variant}-${size}`} title={`${variant} ${size}`}>
            <IconButton label={`Panier ${variant} ${size}`} icon={<CartIcon />} variant={variant} size={size} />
          </SnapshotCell>
        )),
      )}
      <SnapshotCell title="round">
        <IconButton label="Retour" icon={<BackArrowIcon />} round variant="secondary" />
      </SnapshotCell>
      <SnapshotCell title="pressed">
        <IconButton label="Vue grille" icon={<GridIcon />} pressed />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <IconButton label="Fermer (désactivé)" icon={<CloseIcon />} disabled variant="secondary" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
