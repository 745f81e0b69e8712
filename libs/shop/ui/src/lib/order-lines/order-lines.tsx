import { mergeOrderLines, roundPrice, type OrderLine } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import type { HeadingLevel } from '@kk/ui-kit';
import { ArticleRow } from '../article-row/article-row';
import { LineList } from './order-lines.styles';

/** Props of OrderLines. */
export interface OrderLinesProps {
  /** The order's lines. */
  lines: readonly OrderLine[];
  /** Accessible name of the list (which order it is, e.g. 'Articles de la commande n° 12'). */
  label: string;
  /** Heading level of each article's name, one below the order's title. */
  headingLevel: HeadingLevel;
  /**
   * Lines of the same article, brand and price shown once with their quantities added, each with
   * "12 × 4,50 Dhs" and its total (the cart, the checkout). @default false: each line as sent,
   * with its quantity and unit price
   */
  lineTotals?: boolean;
}

/**
 * The lines of an order (cart, confirmation, "Mes commandes"): one `ArticleRow` each, with the
 * article's picture, name ('Article' when the backend sent none), brand, quantity and unit price;
 * with `lineTotals`, the same article merged into one line with "12 × 4,50 Dhs" and its total.
 *
 * @example
 * <OrderLines lines={order.order_lines} label={t('order.linesLabel', { number: order.id })} headingLevel={4} />
 */
export function OrderLines({ lines, label, headingLevel, lineTotals = false }: OrderLinesProps) {
  const { t } = useTranslation('shop-common');
  const { formatNumber, formatPrice } = useFormatters();
  return (
    <LineList aria-label={label} data-ui="order-lines">
      {(lineTotals ? mergeOrderLines(lines) : lines).map((line, index) => (
        <ArticleRow
          key={line.id ?? index}
          asListItem
          headingLevel={headingLevel}
          name={line.article?.name ?? t('orderLine.unnamedArticle')}
          imageUrl={line.article?.image_url}
          brand={line.brand ?? undefined}
          detail={
            lineTotals
              ? `${formatNumber(line.quantity)} × ${formatPrice(line.price)}`
              : t('orderLine.quantity', { quantity: line.quantity })
          }
          price={lineTotals ? roundPrice(line.price * line.quantity) : line.price}
          priceLabel={lineTotals ? t('orderLine.lineTotal') : undefined}
        />
      ))}
    </LineList>
  );
}
