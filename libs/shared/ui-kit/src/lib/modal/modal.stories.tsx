import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { PhoneIcon, ChatIcon } from '../icons/icons';
import { Modal, Popup } from './modal';

const meta = {
  title: 'UI Kit/Feedback/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'Contacter le vendeur',
    description: 'Choisissez comment joindre Amina.',
    size: 'md',
    onClose: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Contacter le vendeur</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
          footer={
            <>
              <Button variant="secondary" startIcon={<ChatIcon />}>
                Discuter
              </Button>
              <Button startIcon={<PhoneIcon />}>Appeler</Button>
            </>
          }
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: open with Enter; focus is inside; Tab cycles within the dialog; Escape closes and
 * focus returns to the opener.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Contacter le vendeur' });

    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Contacter le vendeur' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Appeler' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Open from the start, for the visual snapshot. */
export const Snapshot: Story = {
  args: { open: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Contacter le vendeur' })).toBeInTheDocument();
  },
};

/** The success popup of the spec, with its button back to home. */
export const SuccessPopup: StoryObj<typeof Popup> = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title="Demande envoyée"
        message="Votre demande de devis a été envoyée aux librairies."
        footer={<Button onClick={() => setOpen(false)}>Retour à l'accueil</Button>}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Demande envoyée' });
    await expect(within(dialog).getByRole('button', { name: "Retour à l'accueil" })).toHaveFocus();
  },
};

/** The large size, with enough content to scroll inside the dialog. */
export const Large: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'Conditions de vente',
    description: 'À lire avant de publier votre annonce.',
    children: (
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Article {i + 1}. Le livre est remis en main propre ; le prix affiché est celui convenu avec l’acheteur.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Conditions de vente' });
    await expect(dialog).toHaveAccessibleDescription('À lire avant de publier votre annonce.');
  },
};

/** A danger popup as an alert dialog (an action that cannot be undone failed or needs care). */
export const DangerPopup: StoryObj<typeof Popup> = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <Popup
        open={open}
        role="alertdialog"
        tone="danger"
        onClose={() => setOpen(false)}
        title="Commande non annulée"
        message="La librairie a déjà expédié votre commande."
        footer={<Button onClick={() => setOpen(false)}>Compris</Button>}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Commande non annulée' });
    await expect(within(dialog).getByRole('button', { name: 'Compris' })).toHaveFocus();
    await expect(dialog).toHaveAccessibleDescription('La librairie a déjà expédié votre commande.');
  },
};
