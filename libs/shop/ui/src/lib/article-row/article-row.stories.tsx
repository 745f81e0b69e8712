import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice } from '@kk/i18n';
import { SnapshotCell, SnapshotGrid } from '@kk/testing';
import { notebookImage, pencilImage } from '../../testing/sample-images';
import { ArticleRow, type ArticleRowBaseProps, type ArticleRowStepperProps } from './article-row';

/** A complete row with a stepper, for the stories below. */
const sample: ArticleRowBaseProps & ArticleRowStepperProps = {
  name: 'Cahier 96 pages grands carreaux',
  brand: 'Clairefontaine',
  imageUrl: notebookImage,
  price: 12.5,
  quantity: 1,
  quantityLabel: 'Quantité de Cahier 96 pages grands carreaux',
  onQuantityChange: () => undefined,
};

const meta = {
  title: 'Shop/UI/ArticleRow',
  component: ArticleRow,
  tags: ['autodocs'],
  args: {
    name: 'Cahier 96 pages grands carreaux',
    brand: 'Clairefontaine',
    imageUrl: notebookImage,
    price: 12.5,
    quantity: 1,
    quantityLabel: 'Quantité de Cahier 96 pages grands carreaux',
    onQuantityChange: fn(),
  },
} satisfies Meta<typeof ArticleRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the stepper's number and raise the quantity with the arrow keys. */
export const Default: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState(1);
    return (
      <ArticleRow
        {...sample}
        quantity={quantity}
        onQuantityChange={(next) => {
          setQuantity(next);
          args.onQuantityChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantité de Cahier 96 pages grands carreaux' });

    await userEvent.tab();
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');

    await expect(quantity).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
  },
};

/** With and without price, picture, stepper; long name; Arabic; in a list. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="20rem">
      <SnapshotCell title="full">
        <ArticleRow {...sample} />
      </SnapshotCell>
      <SnapshotCell title="no picture">
        <ArticleRow
          {...sample}
          name="Règle 30 cm"
          brand="Maped"
          imageUrl={null}
          price={8}
          quantity={0}
          quantityLabel="Quantité de Règle 30 cm"
        />
      </SnapshotCell>
      <SnapshotCell title="no price (supply list)">
        <ArticleRow
          {...sample}
          name="Trousse"
          brand={undefined}
          imageUrl={pencilImage}
          price={undefined}
          quantity={2}
          quantityLabel="Quantité de Trousse"
        />
      </SnapshotCell>
      <SnapshotCell title="read only">
        <ArticleRow name="Stylo bleu" brand="Bic" price={3} detail="Quantité : 4" />
      </SnapshotCell>
      <SnapshotCell title="long name">
        <ArticleRow
          {...sample}
          name="Dictionnaire Larousse de poche français-arabe, édition 2024 reliée"
          quantityLabel="Quantité du dictionnaire"
          price={149}
          quantity={12}
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <ArticleRow
          {...sample}
          name="دفتر 96 صفحة"
          brand="كليرفونتين"
          formatPrice={(n) => formatPrice(n, 'ar')}
          quantityLabel="كمية دفتر 96 صفحة"
          decrementLabel="إنقاص"
          incrementLabel="زيادة"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
