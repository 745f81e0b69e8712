import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'UI Kit/Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', children: 'Votre liste est gardée pour la demande de devis.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A note, announced politely (role status). */
export const Info: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Votre liste est gardée');
  },
};

/** A failure with its Retry button: announced at once (role alert); the button is reached with Tab. */
export const Danger: Story = {
  tags: ['!visual'],
  args: { tone: 'danger', children: 'Impossible de charger vos commandes.' },
  render: function Render(args) {
    const onRetry = fn();
    return (
      <Alert
        {...args}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Réessayer
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger vos commandes.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toHaveFocus();
  },
};

/** A warning with a title. */
export const Warning: Story = {
  tags: ['!visual'],
  args: { tone: 'warning', title: 'Stock limité', children: 'Certains articles ne sont plus disponibles.' },
};

/** A success, announced politely. */
export const Success: Story = {
  tags: ['!visual'],
  args: { tone: 'success', children: 'Votre profil a été mis à jour.' },
};

/** Every tone, with and without title and action; Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="18rem">
      <SnapshotCell title="danger + action">
        <Alert
          tone="danger"
          live="off"
          action={
            <Button variant="secondary" size="sm">
              Réessayer
            </Button>
          }
        >
          Impossible de charger vos commandes.
        </Alert>
      </SnapshotCell>
      <SnapshotCell title="warning + title">
        <Alert tone="warning" live="off" title="Stock limité">
          Certains articles ne sont plus disponibles.
        </Alert>
      </SnapshotCell>
      <SnapshotCell title="success">
        <Alert tone="success" live="off">
          Votre profil a été mis à jour.
        </Alert>
      </SnapshotCell>
      <SnapshotCell title="info">
        <Alert tone="info" live="off">
          Votre liste est gardée pour la demande de devis.
        </Alert>
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Alert
          tone="danger"
          live="off"
          title="تعذر التحميل"
          action={
            <Button variant="secondary" size="sm">
              إعادة المحاولة
            </Button>
          }
        >
          تعذر تحميل طلباتك.
        </Alert>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
