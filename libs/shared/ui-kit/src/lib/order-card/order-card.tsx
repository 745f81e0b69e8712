import type { OrderStatus } from '@kk/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../badge/badge';
import { Card } from '../card/card';
import { CardMeta, CardTitle, headingTag, type HeadingLevel } from '../card/card-parts';
import { Price } from '../price/price';
import type { AppLocale } from '../price/format-price';
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
  /** Order date. A Date is formatted for `locale`; a string is shown as given. */
  date?: Date | string;
  /** Further details (articles count, level…), shown as a term/value list. */
  details?: readonly OrderDetail[];
  /** Order total in Dhs. */
  total?: number;
  /** Label before the total (e.g. 'Total'). */
  totalLabel?: string;
  /** Locale of the date and total. @default 'fr-MA' */
  locale?: AppLocale;
  /** Translated currency label. */
  currency?: string;
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
 * <OrderCard title={t('quoteNumber', { n: o.devis_id })} status={o.status} statusLabel={t(`orderStatus.${o.status}`)}
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
  locale = 'fr-MA',
  currency,
  actions,
  children,
  headingLevel = 3,
}: OrderCardProps) {
  const dateText = date instanceof Date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date) : date;
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
        <StatusBadge status={status} label={statusLabel} />
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
              <Price amount={total} locale={locale} currency={currency} size="lg" />
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
