import type { ReactNode } from 'react';
import type { OrderStatus } from '@kk/domain';
import { formatDate } from '@kk/i18n';
import { Card, CardMeta, CardTitle, headingTag, Price, useKitLanguage, type HeadingLevel } from '@kk/ui-kit';
import { OrderStatusBadge } from '../order-status-badge/order-status-badge';
import { Actions, DetailRow, Details, Extra, OrderFooter, OrderHeader, OrderHeading, Total } from './order-card.styles';

/** One line of an order's details. */
export interface OrderDetail {
  /** Term (e.g. 'Articles'). */
  label: string;
  /** Value (e.g. '12'). */
  value: ReactNode;
}

/** Props of OrderCard. */
export interface OrderCardProps {
  /** Title naming the order (e.g. 'Devis n° 1024'). */
  title: string;
  /** Order status (§4): 0 Pending, 1 Canceled, 2 On the way, 3 Delivered. */
  status: OrderStatus | number;
  /** Translated name of the status. */
  statusLabel: string;
  /** Library name, or the app's "no library" text when the order has none. */
  library?: string;
  /** Order date. A Date is written in the ThemeRoot language (`2 sept. 2024`); a string is shown as given. */
  date?: Date | string;
  /** Further details (articles count, level…), shown as a term/value list. */
  details?: readonly OrderDetail[];
  /** Order total in Dhs. */
  total?: number;
  /** Label before the total (e.g. 'Total'). */
  totalLabel?: string;
  /**
   * Writes the total with its currency (to fix a language, e.g. `(n) => formatPrice(n, 'ar')`).
   * @default the kit Price's: `formatPrice` of `@kk/i18n` in the ThemeRoot language
   */
  formatPrice?: (amount: number) => string;
  /** Buttons (Cancel when Pending or On the way, via canCancelOrder). */
  actions?: ReactNode;
  /** Extra content at the bottom, e.g. RatingStars for a Delivered order. */
  children?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * One order of "My orders": title, library, date, status badge, details, total, actions and an
 * optional rating.
 *
 * @example
 * <OrderCard title={t('quoteNumber', { n: o.devis_id })} status={o.status} statusLabel={t(ORDER_STATUS_LABELS[o.status])}
 *   library={o.library?.name ?? t('noLibrary')} date={new Date(o.created_date)} total={total} totalLabel={t('total')}
 *   actions={canCancelOrder(o.status) && <Button variant="danger" size="sm">{t('cancel')}</Button>}>
 *   {canRateOrder(o.status) && <RatingStars ... />}
 * </OrderCard>
 */
export function OrderCard({
  title,
  status,
  statusLabel,
  library,
  date,
  details = [],
  total,
  totalLabel,
  formatPrice,
  actions,
  children,
  headingLevel = 3,
}: OrderCardProps) {
  const language = useKitLanguage();
  const dateText = date instanceof Date ? formatDate(date, language) : date;
  return (
    <Card as="article" data-ui="order-card-root">
      <OrderHeader>
        <OrderHeading>
          <CardTitle as={headingTag(headingLevel)} data-ui="order-card-title">
            {title}
          </CardTitle>
          {library && <CardMeta data-ui="order-card-library">{library}</CardMeta>}
          {dateText && (
            <CardMeta data-ui="order-card-date">
              {date instanceof Date ? <time dateTime={date.toISOString()}>{dateText}</time> : dateText}
            </CardMeta>
          )}
        </OrderHeading>
        <OrderStatusBadge status={status} label={statusLabel} />
      </OrderHeader>
      {details.length > 0 && (
        <Details data-ui="order-card-details">
          {details.map((detail) => (
            <DetailRow key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </DetailRow>
          ))}
        </Details>
      )}
      {(total !== undefined || actions) && (
        <OrderFooter data-ui="order-card-footer">
          {total !== undefined ? (
            <Total data-ui="order-card-total">
              {totalLabel}
              <Price amount={total} format={formatPrice} size="lg" />
            </Total>
          ) : (
            <span />
          )}
          {actions && <Actions data-ui="order-card-actions">{actions}</Actions>}
        </OrderFooter>
      )}
      {children && <Extra data-ui="order-card-extra">{children}</Extra>}
    </Card>
  );
}
