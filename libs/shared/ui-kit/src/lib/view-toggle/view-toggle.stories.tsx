import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { ViewToggle, type ViewMode } from './view-toggle';

const meta = {
  title: 'UI Kit/Actions/ViewToggle',
  component: ViewToggle,
  tags: ['autodocs'],
  args: { value: 'list', label: 'Affichage', onChange: fn() },
  render: function Render(args) {
    const [view, setView] = useState<ViewMode>(args.value);
    return (
      <ViewToggle
        {...args}
        value={view}
        onChange={(next) => {
          setView(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to Grid, press Space; Grid is now pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Grille' })).toHaveFocus();
    await userEvent.keyboard(' ');

    await expect(canvas.getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledWith('grid');
  },
};

/** List and grid selected. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="8rem">
      <SnapshotCell title="list">
        <ViewToggle value="list" onChange={() => undefined} label="Affichage A" />
      </SnapshotCell>
      <SnapshotCell title="grid">
        <ViewToggle value="grid" onChange={() => undefined} label="Affichage B" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
