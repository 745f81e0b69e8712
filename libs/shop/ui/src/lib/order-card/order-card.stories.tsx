import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { canCancelOrder, canRateOrder, ORDER_STATUS, RATING_MAX } from '@kk/domain';
import { formatPrice } from '@kk/i18n';
import { SnapshotCell, SnapshotGrid } from '@kk/testing';
import { Button, RatingStars } from '@kk/ui-kit';
import { OrderCard } from './order-card';

const statusLabels = ['En attente', 'Annulée', 'En route', 'Livrée'];

const meta = {
  title: 'Shop/UI/OrderCard',
  component: OrderCard,
  tags: ['autodocs'],
  args: {
    title: 'Devis n° 1024',
    status: ORDER_STATUS.pending,
    statusLabel: 'En attente',
    library: 'Librairie Atlas',
    date: new Date(2024, 8, 2),
    details: [{ label: 'Articles', value: '12' }],
    total: 349,
    totalLabel: 'Total',
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spy of the Cancel button of the Pending story. */
const onCancel = fn();

/** A pending order can be canceled. Keyboard only: Tab to Cancel and press Enter. */
export const Pending: Story = {
  render: (args) => (
    <OrderCard
      {...args}
      actions={
        <Button variant="danger" size="sm" onClick={onCancel}>
          Annuler la commande
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onCancel.mockClear();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Annuler la commande' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A delivered order can be rated. */
export const Delivered: Story = {
  tags: ['!visual'],
  args: { status: ORDER_STATUS.delivered, statusLabel: 'Livrée' },
  render: (args) => (
    <OrderCard {...args}>
      <RatingStars label="Noter la commande" max={RATING_MAX} />
    </OrderCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 étoiles' }));
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  },
};

/** Every status with the actions the spec allows; no library; Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="18rem">
      {[ORDER_STATUS.pending, ORDER_STATUS.canceled, ORDER_STATUS.onTheWay, ORDER_STATUS.delivered].map((status) => (
        <SnapshotCell key={status} title={`status ${status}`}>
          <OrderCard
            {...args}
            title={`Devis n° ${1020 + status}`}
            status={status}
            statusLabel={statusLabels[status]}
            actions={
              canCancelOrder(status) ? (
                <Button variant="danger" size="sm">
                  Annuler
                </Button>
              ) : undefined
            }
          >
            {canRateOrder(status) ? (
              <RatingStars label={`Noter le devis ${1020 + status}`} max={RATING_MAX} defaultValue={4} size="sm" />
            ) : undefined}
          </OrderCard>
        </SnapshotCell>
      ))}
      <SnapshotCell title="no library">
        <OrderCard {...args} title="Commande n° 77" library="Aucune librairie" details={[]} />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <OrderCard
          {...args}
          title="عرض رقم 1024"
          statusLabel="في الطريق"
          status={ORDER_STATUS.onTheWay}
          library="مكتبة الأطلس"
          date="2 شتنبر 2024"
          details={[{ label: 'الأدوات', value: '12' }]}
          totalLabel="المجموع"
          formatPrice={(n) => formatPrice(n, 'ar')}
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
