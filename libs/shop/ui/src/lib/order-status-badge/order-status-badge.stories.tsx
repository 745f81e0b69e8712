import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUS } from '@kk/domain';
import { SnapshotCell, SnapshotGrid } from '@kk/testing';
import { OrderStatusBadge } from './order-status-badge';

const meta = {
  title: 'Shop/UI/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: ORDER_STATUS.pending, label: 'En attente', size: 'md' },
  argTypes: {
    status: { control: 'select', options: Object.values(ORDER_STATUS) },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order. */
export const Default: Story = { tags: ['!visual'] };

const orderLabels = [
  [ORDER_STATUS.pending, 'En attente'],
  [ORDER_STATUS.canceled, 'Annulée'],
  [ORDER_STATUS.onTheWay, 'En route'],
  [ORDER_STATUS.delivered, 'Livrée'],
] as const;

/** Every order status of §4, in both sizes; a status the app does not know; Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="9rem">
      {orderLabels.map(([status, label]) => (
        <SnapshotCell key={`order-${status}`} title={`order ${status}`}>
          <OrderStatusBadge status={status} label={label} />
        </SnapshotCell>
      ))}
      {orderLabels.map(([status, label]) => (
        <SnapshotCell key={`small-${status}`} title={`order ${status} small`}>
          <OrderStatusBadge status={status} label={label} size="sm" />
        </SnapshotCell>
      ))}
      <SnapshotCell title="unknown status">
        <OrderStatusBadge status={9} label="Inconnu" />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <OrderStatusBadge status={ORDER_STATUS.delivered} label="تم التوصيل" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
