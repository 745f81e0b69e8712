import { nextOrderStatus, orderTotal, RATING_MAX, type LibraryOrder, type OrderStatus } from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { displayPhone, OrderCard, OrderLines, RatingRow, telHref } from '@kk/shop-ui';
import { Button, Collapsible, Link, RatingStars } from '@kk/ui-kit';
import { Reason } from './library-orders-page.styles';

/** Translation of each order status (§4). */
export const STATUS_LABELS: Record<OrderStatus, TranslationKey> = {
  0: 'shop-library:orders.status.pending',
  1: 'shop-library:orders.status.canceled',
  2: 'shop-library:orders.status.onTheWay',
  3: 'shop-library:orders.status.delivered',
};

const PAYMENT_LABELS: Record<number, TranslationKey> = {
  0: 'shop-library:orders.payment.creditCard',
  1: 'shop-library:orders.payment.virement',
  2: 'shop-library:orders.payment.cash',
};

/** Props of LibraryOrderItem. */
export interface LibraryOrderItemProps {
  /** The order. */
  order: LibraryOrder;
  /** Marks it On the way. */
  onShip: (order: LibraryOrder) => void;
  /** Asks to mark it Delivered (a confirmation follows). */
  onDeliver: (order: LibraryOrder) => void;
  /** Asks to cancel it (the reason dialog follows). */
  onCancel: (order: LibraryOrder) => void;
  /** It is being moved. @default false */
  busy?: boolean;
}

/**
 * One order to fulfil: number, status, date, the customer with a phone link, the delivery address,
 * the payment mode, the lines behind a disclosure, the total, the moves its status allows, the
 * cancel reason of a Canceled one and the customer's stars once given.
 */
export function LibraryOrderItem({ order, onShip, onDeliver, onCancel, busy = false }: LibraryOrderItemProps) {
  const { t } = useTranslation('shop-library');
  const { formatDate } = useFormatters();
  const address = order.delivery_address;
  const phone = order.customer.phone_number || address?.phone_number || '';
  const details = [
    { label: t('orders.item.customer'), value: order.customer.name || t('demandes.item.unknownCustomer') },
    {
      label: t('orders.item.phone'),
      value: phone ? (
        <Link href={telHref(phone) ?? undefined} variant="standalone">
          <bdi dir="ltr">{displayPhone(phone)}</bdi>
        </Link>
      ) : (
        t('orders.item.none')
      ),
    },
    {
      label: t('orders.item.address'),
      value: address
        ? [address.name, address.address1, address.address2, [address.cp, address.city].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')
        : t('orders.item.none'),
    },
    {
      label: t('orders.item.payment'),
      value:
        order.payment_mode !== null && order.payment_mode !== undefined && order.payment_mode in PAYMENT_LABELS
          ? t(PAYMENT_LABELS[order.payment_mode])
          : t('orders.item.none'),
    },
  ];
  if (order.devis_id !== null && order.devis_id !== undefined) {
    details.unshift({ label: t('orders.item.quote'), value: String(order.devis_id) });
  }
  const statusLabel = order.status in STATUS_LABELS ? t(STATUS_LABELS[order.status as OrderStatus]) : '';
  const rated = typeof order.rate === 'number' && order.rate > 0;
  const canShip = nextOrderStatus(order.status, 'ship') !== null;
  const canDeliver = nextOrderStatus(order.status, 'deliver') !== null;
  const canCancel = nextOrderStatus(order.status, 'cancel') !== null;
  return (
    <OrderCard
      title={t('orders.item.title', { number: order.id })}
      headingLevel={2}
      status={order.status}
      statusLabel={statusLabel}
      date={formatDate(order.created_date)}
      details={details}
      total={orderTotal(order)}
      totalLabel={t('orders.item.total')}
      actions={
        (canShip || canDeliver || canCancel) && (
          <>
            {canShip && (
              <Button size="sm" loading={busy} onClick={() => onShip(order)}>
                {t('orders.item.ship')}
              </Button>
            )}
            {canDeliver && (
              <Button size="sm" loading={busy} onClick={() => onDeliver(order)}>
                {t('orders.item.deliver')}
              </Button>
            )}
            {canCancel && (
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                onClick={() => onCancel(order)}
                aria-label={t('orders.item.cancelNamed', { number: order.id })}
              >
                {t('orders.item.cancel')}
              </Button>
            )}
          </>
        )
      }
    >
      <Collapsible title={t('orders.item.lines', { count: order.order_lines.length })} variant="plain" headingLevel={3}>
        <OrderLines
          lines={order.order_lines}
          label={t('orders.item.linesLabel', { number: order.id })}
          headingLevel={4}
        />
      </Collapsible>
      {order.reason && (
        <Reason>
          {t('orders.item.reason')} {order.reason}
        </Reason>
      )}
      {rated && (
        <RatingRow>
          {t('orders.item.rating')}
          <RatingStars
            readOnly
            value={order.rate ?? 0}
            max={RATING_MAX}
            label={t('orders.item.ratingLabel', { number: order.id, rate: order.rate ?? 0 })}
            size="sm"
          />
        </RatingRow>
      )}
    </OrderCard>
  );
}
