import { ORDER_STATUS } from '@kk/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnapshotCell, SnapshotGrid } from '../../testing/story-helpers';
import { Badge, StatusBadge } from './badge';
import { STATUS_TONES, type StatusKey } from './status-tones';

const meta = {
  title: 'UI Kit/Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Payé', tone: 'success', size: 'md', dot: false },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] },
    status: { control: 'select', options: Object.keys(STATUS_TONES) },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A generic badge. */
export const Default: Story = { tags: ['!visual'] };

const statusLabels: Record<StatusKey, string> = {
  active: 'Actif',
  canceled: 'Annulé',
  notPublished: 'Non publié',
  waiting: 'En attente',
  refused: 'Refusé',
  corrected: 'Corrigé',
  completed: 'Terminé',
  expired: 'Expiré',
  done: 'Fait',
  paid: 'Payé',
  unpaid: 'Impayé',
  inProgress: 'En cours',
  accepted: 'Accepté',
  retake: 'À refaire',
};

const orderLabels = [
  [ORDER_STATUS.pending, 'En attente'],
  [ORDER_STATUS.canceled, 'Annulée'],
  [ORDER_STATUS.onTheWay, 'En route'],
  [ORDER_STATUS.delivered, 'Livrée'],
] as const;

/** Order statuses, every §4 status, tones, sizes, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="9rem">
      {orderLabels.map(([status, label]) => (
        <SnapshotCell key={`order-${status}`} title={`order ${status}`}>
          <StatusBadge status={status} label={label} />
        </SnapshotCell>
      ))}
      {(Object.keys(statusLabels) as StatusKey[]).map((status) => (
        <SnapshotCell key={status} title={status}>
          <Badge status={status}>{statusLabels[status]}</Badge>
        </SnapshotCell>
      ))}
      {(['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const).map((tone) => (
        <SnapshotCell key={`tone-${tone}`} title={`tone ${tone} small`}>
          <Badge tone={tone} size="sm" dot>
            Primaire
          </Badge>
        </SnapshotCell>
      ))}
      <SnapshotCell title="arabic">
        <StatusBadge status={ORDER_STATUS.delivered} label="تم التوصيل" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
