import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SuccessPopup } from './success-popup';

const meta = {
  title: 'Shop/UI/SuccessPopup',
  component: SuccessPopup,
  args: { open: true, onClose: fn() },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SuccessPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quote request was sent (§2); the button goes home. */
export const QuoteSent: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    // The dialog fades in: visible once the animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: "Retour à l'accueil" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The unlisted-school request was sent (§4). */
export const SchoolSent: Story = { args: { kind: 'school' } };

/** In Arabic. */
export const QuoteSentArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'تم إرسال الطلب' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
