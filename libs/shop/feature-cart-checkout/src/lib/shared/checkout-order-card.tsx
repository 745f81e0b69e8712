import { useId, type ReactNode } from 'react';
import { orderTotal, type Order } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Card, Price } from '@kk/ui-kit';
import { OrderLines } from '@kk/shop-ui';
import { OrderFooter, OrderHeader, OrderMeta, OrderTitle, OrderTotal } from './checkout-order-card.styles';

/** Props of CheckoutOrderCard. */
export interface CheckoutOrderCardProps {
  /** A cart order (status -1). */
  order: Order;
  /** Buttons of the order (the cart's Remove). */
  actions?: ReactNode;
}

/**
 * One order of the cart or of the confirmation screen: its library (or "no library" when it has
 * none, §3), the quote it comes from, its lines (the same article, brand and price merged, each with
 * "12 × 4,50 Dhs" and its total; names in full) and its total.
 * The card is a region named by the library, so each order is reachable by screen-reader landmarks.
 *
 * @example
 * <CheckoutOrderCard order={order} actions={<Button onClick={ask}>{t('cart.remove')}</Button>} />
 */
export function CheckoutOrderCard({ order, actions }: CheckoutOrderCardProps) {
  const { t } = useTranslation('shop-cart');
  const titleId = useId();
  const libraryName = order.library?.name || t('order.noLibrary');
  return (
    <Card as="article" aria-labelledby={titleId} data-ui="checkout-order-card">
      <OrderHeader>
        <OrderTitle id={titleId}>
          <bdi>{libraryName}</bdi>
        </OrderTitle>
        {order.devis_id !== null && order.devis_id !== undefined && (
          <OrderMeta>{t('order.quoteNumber', { number: order.devis_id })}</OrderMeta>
        )}
      </OrderHeader>
      <OrderLines
        lines={order.order_lines}
        label={t('order.linesLabel', { library: libraryName })}
        headingLevel={3}
        lineTotals
      />
      <OrderFooter>
        <OrderTotal>
          {t('order.total')}
          <Price amount={orderTotal(order)} size="lg" />
        </OrderTotal>
        {actions}
      </OrderFooter>
    </Card>
  );
}
