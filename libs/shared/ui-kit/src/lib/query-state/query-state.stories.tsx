import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { SearchIcon } from '../icons/icons';
import { Skeleton } from '../skeleton/skeleton';
import { QueryState, type QueryStateQuery } from './query-state';

const ORDERS = ['Commande n° 1024 – 3 articles', 'Commande n° 1025 – 1 article'];

function OrderList({ orders }: { orders: string[] }) {
  return (
    <ul>
      {orders.map((order) => (
        <li key={order}>{order}</li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'UI Kit/Feedback/QueryState',
  component: QueryState<string[]>,
  tags: ['autodocs'],
  args: {
    query: { data: ORDERS, isError: false },
    errorMessage: 'Impossible de charger vos commandes.',
    children: (orders: string[]) => <OrderList orders={orders} />,
  },
} satisfies Meta<typeof QueryState<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is there: the content. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** First load: the default skeleton, the region busy, 'Chargement…' for screen readers. */
export const Loading: Story = {
  args: { query: { isLoading: true, isError: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** First load with the page's own skeleton. */
export const LoadingWithSkeleton: Story = {
  tags: ['!visual'],
  args: {
    query: { isLoading: true, isError: false },
    loading: <Skeleton lines={3} />,
  },
};

/** The request failed: the reason and Réessayer; the next try brings the content. */
export const Error: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState<QueryStateQuery<string[]>>({ isError: true });
    return <QueryState {...args} query={{ ...query, refetch: () => setQuery({ data: ORDERS, isError: false }) }} />;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger vos commandes.');
    await step('Retry', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The data is empty: the empty state. */
export const Empty: Story = {
  args: {
    query: { data: [], isError: false },
    isEmpty: (orders: string[]) => orders.length === 0,
    empty: <EmptyState icon={<SearchIcon />} title="Aucune commande" description="Vos commandes apparaîtront ici." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucune commande' })).toBeVisible();
  },
};

/** A 404: the caller's not-found block instead of the error. */
export const NotFound: Story = {
  args: {
    query: { isError: true, error: { status: 404 }, refetch: () => undefined },
    isNotFound: (error: unknown) => (error as { status?: number }).status === 404,
    notFound: <EmptyState title="Commande introuvable" description="Elle a peut-être été supprimée." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};
