import type { ElementType, ReactNode } from 'react';
import { BookIcon, Card, CardActions, CardMeta, CardThumb, Price, type HeadingLevel } from '@kk/ui-kit';
import { CardHeading } from '../card-heading/card-heading';
import { CardText } from '../card-heading/card-text.styles';
import { PackBody, PackFooter } from './pack-card.styles';

/** Props of PackCard. */
export interface PackCardProps {
  /** Pack name (e.g. 'Pack CP complet'). */
  name: string;
  /** One line about the content, from the translations (e.g. '24 articles'). */
  summary?: string;
  /** Picture URL (first article's picture). */
  imageUrl?: string | null;
  /** Total price in Dhs. */
  price?: number;
  /**
   * Writes a price with its currency (to fix a language, e.g. `(n) => formatPrice(n, 'ar')`).
   * @default the kit Price's: `formatPrice` of `@kk/i18n` in the ThemeRoot language
   */
  formatPrice?: (amount: number) => string;
  /** Destination of the card (pack detail). */
  href?: string;
  /** The router's link component (receives `href`). @default 'a' */
  linkAs?: ElementType;
  /** Buttons of the card (e.g. Add to cart); they stay clickable on their own. */
  actions?: ReactNode;
  /** Heading level of the name. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * A ready-made pack of supplies: picture, name, content summary, total price, and its actions.
 *
 * @example
 * <PackCard name={pack.name} summary={t('articles', { count })} price={total} href={`#pack-${pack.id}`} actions={<Button size="sm">{t('addToCart')}</Button>} />
 */
export function PackCard({
  name,
  summary,
  imageUrl,
  price,
  formatPrice,
  href,
  linkAs,
  actions,
  headingLevel = 3,
}: PackCardProps) {
  return (
    <Card as="article" interactive={Boolean(href)} data-ui="pack-card-root">
      <PackBody>
        <CardThumb $size="4rem" data-ui="pack-card-image">
          {imageUrl ? <img src={imageUrl} alt="" /> : <BookIcon size="lg" />}
        </CardThumb>
        <CardText>
          <CardHeading level={headingLevel} href={href} linkAs={linkAs} data-ui="pack-card-name">
            {name}
          </CardHeading>
          {summary && <CardMeta data-ui="pack-card-summary">{summary}</CardMeta>}
        </CardText>
      </PackBody>
      {(price !== undefined || actions) && (
        <PackFooter data-ui="pack-card-footer">
          {price !== undefined ? <Price amount={price} format={formatPrice} size="lg" /> : <span />}
          {actions && <CardActions>{actions}</CardActions>}
        </PackFooter>
      )}
    </Card>
  );
}
