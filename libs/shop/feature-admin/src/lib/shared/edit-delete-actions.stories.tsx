import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditDeleteActions } from './edit-delete-actions';

const meta = {
  title: 'Shop/Admin/EditDeleteActions',
  component: EditDeleteActions,
  args: { name: 'Pack CP', onEdit: fn(), onDelete: fn() },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof EditDeleteActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's two buttons: each names the row for a screen reader and calls its own action (keyboard too). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: 'Modifier Pack CP' });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Pack CP' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** In Arabic: right to left, the buttons keep the row's name. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'تعديل Pack CP' })).toBeVisible();
  },
};
