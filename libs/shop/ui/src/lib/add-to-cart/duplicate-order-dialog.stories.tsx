import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DuplicateOrderDialog } from './duplicate-order-dialog';

const meta = {
  title: 'Shop/UI/DuplicateOrderDialog',
  component: DuplicateOrderDialog,
  args: { open: true, onAddOneMore: fn(), onSeeCart: fn(), onCancel: fn() },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof DuplicateOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question: add one more, see the cart, or cancel; the keyboard reaches each answer. */
export const Ask: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'En ajouter un de plus' }));
    await expect(args.onAddOneMore).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Annuler' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** The merged order could not be created: the cart has not changed, the question stays. */
export const AddFailed: Story = {
  args: { error: new Error('down') },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' });
    await expect(dialog).toHaveTextContent("Votre panier n'a pas changé.");
    await expect(screen.getByRole('button', { name: 'En ajouter un de plus' })).toBeEnabled();
  },
};

/** The old order could not be removed: said, with "Voir le panier" only. */
export const RemoveFailed: Story = {
  args: { removeFailed: true, error: new Error('down') },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Déjà dans le panier' });
    await expect(dialog).toHaveTextContent("l'ancienne n'a pas pu en être retirée");
    await expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir le panier' }));
    await expect(args.onSeeCart).toHaveBeenCalled();
  },
};

/** In Arabic. */
export const AskArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'موجودة في السلة مسبقًا' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('button', { name: 'إضافة واحدة أخرى' })).toBeVisible();
  },
};
