import type { OrderLine } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
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
}

/**
 * The lines of an order (cart, confirmation, "Mes commandes"): one `ArticleRow` each, with the
 * article's picture, name ('Article' when the backend sent none), brand, quantity and unit price.
 *
 * @example
 * <OrderLines lines={order.order_lines} label={t('order.linesLabel', { number: order.id })} headingLevel={4} />
 */
export function OrderLines({ lines, label, headingLevel }: OrderLinesProps) {
  const { t } = useTranslation('shop-common');
  return (
    <LineList aria-label={label} data-ui="order-lines">
      {lines.map((line, index) => (
        <ArticleRow
          key={line.id ?? index}
          asListItem
          headingLevel={headingLevel}
          name={line.article?.name ?? t('orderLine.unnamedArticle')}
          imageUrl={line.article?.image_url}
          brand={line.brand ?? undefined}
          detail={t('orderLine.quantity', { quantity: line.quantity })}
          price={line.price}
        />
      ))}
    </LineList>
  );
}
