import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Pagination } from './pagination';

const meta = {
  title: 'UI Kit/Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 12, label: 'Pages des devis', onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to Next and press Enter twice; page 3 becomes current. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    const next = canvas.getByRole('button', { name: 'Page suivante' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}');

    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** First, middle and last page; few pages. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="26rem">
      {[1, 6, 12].map((page) => (
        <SnapshotCell key={page} title={`page ${page} of 12`}>
          <Pagination page={page} pageCount={12} onPageChange={() => undefined} label={`Pages ${page}`} />
        </SnapshotCell>
      ))}
      <SnapshotCell title="3 pages">
        <Pagination page={2} pageCount={3} onPageChange={() => undefined} label="Pages courtes" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
