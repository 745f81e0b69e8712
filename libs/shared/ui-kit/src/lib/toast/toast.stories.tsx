import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Demo({ options }: { options: ToastOptions[] }) {
  const toast = useToast();
  return <Button onClick={() => options.forEach((option) => toast.show(option))}>Afficher une notification</Button>;
}

const meta = {
  title: 'UI Kit/Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: {
    duration: 5000,
    max: 3,
    children: null,
  },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo options={[{ title: 'Ajouté au panier', description: 'Pack CP complet', tone: 'success' }]} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: press the button, the toast is announced; Tab to its close button and press Enter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Afficher une notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Ajouté au panier');
    const close = within(toast).getByRole('button', { name: 'Fermer la notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  },
};

/** Goes away by itself after the duration. */
export const AutoDismiss: Story = {
  args: { duration: 600 },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une notification' }));
    await expect(await screen.findByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** All tones at once, kept on screen. */
export const Snapshot: Story = {
  render: (args) => (
    <ToastProvider {...args} max={4}>
      <Demo
        options={[
          { title: 'Demande envoyée', tone: 'success', duration: null },
          { title: 'Nouveau devis reçu', description: 'Librairie Atlas', tone: 'info', duration: null },
          {
            title: 'Connexion lente',
            tone: 'warning',
            duration: null,
            action: { label: 'Réessayer', onClick: () => undefined },
          },
          { title: 'Échec de l’envoi de la photo', tone: 'danger', duration: null },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une notification' }));
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
    await expect(screen.getAllByRole('status')).toHaveLength(3);
  },
};
