import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Button } from '../button/button';
import { CartIcon, SearchIcon } from '../icons/icons';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI Kit/Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Votre panier est vide',
    description: 'Choisissez une école pour trouver ses listes de fournitures.',
    icon: <CartIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the action is reachable with Tab. */
export const Default: Story = {
  render: function Render(args) {
    const onClick = fn();
    return <EmptyState {...args} action={<Button onClick={onClick}>Choisir une école</Button>} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choisir une école' })).toHaveFocus();
  },
};

/** With and without icon, description and action; Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="full">
        <EmptyState
          icon={<SearchIcon />}
          title="Aucune école trouvée"
          description="Votre école n'est pas encore listée ? Indiquez-la nous."
          action={<Button variant="secondary">Proposer une école</Button>}
          headingLevel={3}
        />
      </SnapshotCell>
      <SnapshotCell title="title only">
        <EmptyState title="Aucune commande" headingLevel={3} />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <EmptyState
          icon={<CartIcon />}
          title="سلتك فارغة"
          description="اختر مدرسة للعثور على لوائح اللوازم."
          headingLevel={3}
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
