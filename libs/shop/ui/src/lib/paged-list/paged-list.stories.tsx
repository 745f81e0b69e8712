import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, EmptyState } from '@kk/ui-kit';
import { PagedList } from './paged-list';

interface Row {
  id: number;
  title: string;
}

const rows: Row[] = [1, 2, 3].map((id) => ({ id, title: `Demande n° ${id}` }));

const meta = {
  title: 'Shop/UI/PagedList',
  component: PagedList<Row>,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'phone' } },
  args: {
    label: 'Demandes de devis',
    items: rows,
    getKey: (row: Row) => row.id,
    renderItem: (row: Row) => <Card>{row.title}</Card>,
    estimateSize: 60,
    empty: <EmptyState title="Aucune demande" />,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: fn(),
    loadingMoreText: 'Chargement des demandes suivantes…',
    moreErrorText: "Les demandes suivantes n'ont pas pu être chargées.",
    endOfList: 'Toutes vos demandes sont affichées.',
  },
} satisfies Meta<typeof PagedList<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page loaded: the rows, then the end of the list. */
export const AllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Demandes de devis' });
    await expect(within(list).getByText('Demande n° 3')).toBeVisible();
    await expect(canvas.getByText('Toutes vos demandes sont affichées.')).toBeVisible();
  },
};

/** The next page failed: its message under the list (not the end of the list), and Retry asks for it again. */
export const NextPageFailed: Story = {
  args: { hasMore: false, moreFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Les demandes suivantes n'ont pas pu être chargées.")).toBeVisible();
    await expect(canvas.queryByText('Toutes vos demandes sont affichées.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.loadMore).toHaveBeenCalledTimes(1);
  },
};

/** No row at all: the list's empty state. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune demande')).toBeVisible();
  },
};
