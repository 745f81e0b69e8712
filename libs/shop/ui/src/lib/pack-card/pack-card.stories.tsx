import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice } from '@kk/i18n';
import { SnapshotCell, SnapshotGrid } from '@kk/testing';
import { Button } from '@kk/ui-kit';
import { notebookImage } from '../../testing/sample-images';
import { PackCard } from './pack-card';

const meta = {
  title: 'Shop/UI/PackCard',
  component: PackCard,
  tags: ['autodocs'],
  args: { name: 'Pack CP complet', summary: '24 articles', imageUrl: notebookImage, price: 349, href: '#pack-1' },
} satisfies Meta<typeof PackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the pack link, then to its Add to cart button. */
export const Default: Story = {
  render: function Render(args) {
    const onAdd = fn();
    return (
      <PackCard
        {...args}
        actions={
          <Button size="sm" onClick={onAdd}>
            Ajouter au panier
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pack CP complet' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toHaveFocus();
  },
};

/** With and without picture, price, actions; Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="18rem">
      <SnapshotCell title="full">
        <PackCard {...args} actions={<Button size="sm">Ajouter au panier</Button>} />
      </SnapshotCell>
      <SnapshotCell title="no picture">
        <PackCard {...args} name="Pack CE1 essentiel" imageUrl={null} summary="18 articles" />
      </SnapshotCell>
      <SnapshotCell title="no price">
        <PackCard
          {...args}
          name="Pack CE2"
          price={undefined}
          href={undefined}
          actions={
            <Button size="sm" variant="secondary">
              Voir le pack
            </Button>
          }
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <PackCard {...args} name="حزمة السنة الأولى" summary="24 أداة" formatPrice={(n) => formatPrice(n, 'ar')} />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
