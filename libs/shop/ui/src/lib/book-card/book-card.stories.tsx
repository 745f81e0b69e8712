import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatPrice } from '@kk/i18n';
import { SnapshotCell, SnapshotGrid } from '@kk/testing';
import { bookCover } from '../../testing/sample-images';
import { BookCard } from './book-card';

const meta = {
  title: 'Shop/UI/BookCard',
  component: BookCard,
  tags: ['autodocs'],
  args: {
    title: 'Pour comprendre les mathématiques CE2',
    author: 'Hachette Éducation',
    imageUrl: bookCover,
    price: 40,
    originalPrice: 95,
    originalPriceLabel: 'Prix neuf',
    conditionLabel: 'Bon état',
    tags: ['CE2', 'Mathématiques'],
    href: '#occasion-4',
    layout: 'list',
  },
  argTypes: { layout: { control: 'inline-radio', options: ['list', 'grid'] } },
} satisfies Meta<typeof BookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab reaches the listing's link. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pour comprendre les mathématiques CE2' })).toHaveFocus();
  },
};

/** Grid layout. */
export const Grid: Story = { args: { layout: 'grid' }, tags: ['!visual'] };

/** List and grid, average condition, no cover, no original price, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="14rem">
      <SnapshotCell title="list">
        <BookCard {...args} />
      </SnapshotCell>
      <SnapshotCell title="average, no cover">
        <BookCard
          {...args}
          title="Mon livre de français CM1"
          imageUrl={null}
          conditionLabel="Moyen"
          conditionTone="warning"
        />
      </SnapshotCell>
      <SnapshotCell title="no original price">
        <BookCard {...args} title="Atlas du Maroc" originalPrice={undefined} tags={[]} />
      </SnapshotCell>
      <SnapshotCell title="grid">
        <BookCard {...args} layout="grid" />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <BookCard
          {...args}
          title="الرياضيات للسنة الثالثة"
          author="دار النشر المغربية"
          conditionLabel="حالة جيدة"
          tags={['الثالث ابتدائي']}
          originalPriceLabel="السعر الأصلي"
          formatPrice={(n) => formatPrice(n, 'ar')}
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
