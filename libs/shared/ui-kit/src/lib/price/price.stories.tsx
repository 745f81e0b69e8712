import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@kk/i18n';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Price } from './price';

const meta = {
  title: 'UI Kit/Data display/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 1249.5, size: 'md', variant: 'default' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['default', 'muted', 'original'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price in the language of the page (French here). */
export const Default: Story = { tags: ['!visual'] };

/** Languages × sizes × variants; the cells without a language follow the page's. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="10rem">
      <SnapshotCell title="fr-MA">
        <Price amount={1249.5} format={(n) => formatPrice(n, 'fr')} />
      </SnapshotCell>
      <SnapshotCell title="ar-MA">
        <Price amount={1249.5} format={(n) => formatPrice(n, 'ar')} />
      </SnapshotCell>
      <SnapshotCell title="en">
        <Price amount={1249.5} format={(n) => formatPrice(n, 'en')} />
      </SnapshotCell>
      <SnapshotCell title="whole">
        <Price amount={120} />
      </SnapshotCell>
      <SnapshotCell title="small">
        <Price amount={12} size="sm" />
      </SnapshotCell>
      <SnapshotCell title="large">
        <Price amount={349} size="lg" />
      </SnapshotCell>
      <SnapshotCell title="muted">
        <Price amount={0} variant="muted" />
      </SnapshotCell>
      <SnapshotCell title="original">
        <Price amount={80} variant="original" srLabel="Prix d'origine" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
