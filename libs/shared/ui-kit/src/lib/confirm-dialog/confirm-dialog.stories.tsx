import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI Kit/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Annuler la commande ?',
    description: 'La commande n°12 sera annulée.',
    cancelLabel: 'Garder la commande',
    confirmLabel: 'Annuler la commande',
    failedMessage: "La commande n'a pas pu être annulée.",
    onConfirm: fn(async () => undefined),
    onClose: fn(),
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancelling an order (§4); the danger button runs the action. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler la commande ?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** The action failed (the server answered 500): the dialog stays open with an error line naming the cause. */
export const Failed: Story = {
  args: { onConfirm: fn(async () => Promise.reject({ kind: 'http', status: 500, message: 'HTTP 500' })) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      "La commande n'a pas pu être annulée. Le serveur a rencontré une erreur.",
    );
  },
};

/** The action runs: the danger button is loading. */
export const Busy: Story = { args: { busy: true } };

/** In Arabic (right to left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'إلغاء هذه الطلبية؟',
    description: 'سيتم إلغاء الطلبية رقم 12.',
    cancelLabel: 'الاحتفاظ بالطلبية',
    confirmLabel: 'إلغاء الطلبية',
    failedMessage: 'تعذّر إلغاء الطلبية.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'إلغاء هذه الطلبية؟' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
