import { useState } from 'react';
import {
  canCancelOrder,
  canRateOrder,
  orderTotal,
  ORDER_STATUS,
  RATING_MAX,
  type Order,
  type OrderStatus,
} from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, Collapsible, RatingStars } from '@kk/ui-kit';
import { OrderCard, OrderLines } from '@kk/shop-ui';
import { Extra, RatingRow } from './orders-page.styles';

/** Translation of each order status (§4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, TranslationKey> = {
  [ORDER_STATUS.pending]: 'shop-orders:status.pending',
  [ORDER_STATUS.canceled]: 'shop-orders:status.canceled',
  [ORDER_STATUS.onTheWay]: 'shop-orders:status.onTheWay',
  [ORDER_STATUS.delivered]: 'shop-orders:status.delivered',
};

/** Props of OrderItem. */
export interface OrderItemProps {
  /** A placed order (status 0–3). */
  order: Order;
  /** Asks to cancel it (opens the confirmation). Offered only when Pending or On the way. */
  onCancel: (order: Order) => void;
  /** Rates it 1–5; resolves with false when the rating could not be saved. Offered only when Delivered and not rated yet. */
  onRate: (order: Order, rate: number) => Promise<boolean>;
  /** Its rating is being saved. @default false */
  rating?: boolean;
}

/**
 * One order of "Manage Orders": number, status badge, library (or "no library"), date, total, its
 * lines behind a disclosure, Cancel when the status allows it, and the stars of a Delivered order.
 * Rating choice: a Delivered order not rated yet shows clickable stars; once rated, the stars are
 * read-only (the rating is the customer's verdict on a finished order, so it is given once).
 */
export function OrderItem({ order, onCancel, onRate, rating = false }: OrderItemProps) {
  const { t } = useTranslation('shop-orders');
  const { formatDate } = useFormatters();
  const title = t('order.title', { number: order.id });
  const statusLabel =
    order.status in ORDER_STATUS_LABELS ? t(ORDER_STATUS_LABELS[order.status as OrderStatus]) : t('status.unknown');
  const details = [
    { label: t('order.articles'), value: String(order.order_lines.reduce((n, l) => n + l.quantity, 0)) },
  ];
  if (order.devis_id !== null && order.devis_id !== undefined) {
    details.unshift({ label: t('order.quote'), value: String(order.devis_id) });
  }
  const rated = typeof order.rate === 'number' && order.rate > 0;
  // The stars chosen stay lit while the rating is saved, and go out again if it fails.
  const [chosen, setChosen] = useState(0);
  const choose = (value: number) => {
    setChosen(value);
    void onRate(order, value).then((saved) => {
      if (!saved) setChosen(0);
    });
  };
  return (
    <OrderCard
      title={title}
      headingLevel={2}
      status={order.status}
      statusLabel={statusLabel}
      library={order.library?.name || t('order.noLibrary')}
      date={formatDate(order.created_date)}
      details={details}
      total={orderTotal(order)}
      totalLabel={t('order.total')}
      actions={
        canCancelOrder(order.status) && (
          <Button
            variant="danger"
            size="sm"
            onClick={() => onCancel(order)}
            aria-label={t('order.cancelNamed', { number: order.id })}
          >
            {t('order.cancel')}
          </Button>
        )
      }
    >
      <Extra>
        {order.status === ORDER_STATUS.canceled && order.reason && (
          <p>{t('order.cancelReason', { reason: order.reason })}</p>
        )}
        <Collapsible title={t('order.lines', { count: order.order_lines.length })} variant="plain" headingLevel={3}>
          <OrderLines lines={order.order_lines} label={t('order.linesLabel', { number: order.id })} headingLevel={4} />
        </Collapsible>
        {canRateOrder(order.status) && (
          <RatingRow>
            {rated ? (
              <>
                {t('rating.yourRating')}
                <RatingStars
                  readOnly
                  value={order.rate ?? 0}
                  max={RATING_MAX}
                  label={t('rating.label', { number: order.id })}
                  size="sm"
                />
              </>
            ) : (
              <RatingStars
                label={t('rating.label', { number: order.id })}
                max={RATING_MAX}
                value={chosen}
                disabled={rating}
                onChange={choose}
              />
            )}
          </RatingRow>
        )}
      </Extra>
    </OrderCard>
  );
}
