import type { ElementType } from 'react';
import { Badge, BookIcon, Card, CardMeta, Price, type HeadingLevel, type Tone, type ViewMode } from '@kk/ui-kit';
import { CardHeading } from '../card-heading/card-heading';
import { CardText } from '../card-heading/card-text.styles';
import { BookLayout, Cover, Prices, Tags } from './book-card.styles';

/** Props of BookCard. */
export interface BookCardProps {
  /** Book title: the card's title and link. */
  title: string;
  /** Author. */
  author?: string;
  /** Cover picture URL (first image of the listing). */
  imageUrl?: string | null;
  /** Asking price in Dhs. */
  price: number;
  /** Price of the book new, shown crossed out. */
  originalPrice?: number;
  /** Read before the crossed-out price by screen readers (e.g. "Prix d'origine"). */
  originalPriceLabel?: string;
  /** Translated condition (e.g. 'Bon état'); shown as a badge. */
  conditionLabel?: string;
  /** Tone of the condition badge. @default 'success' */
  conditionTone?: Tone;
  /** Further tags (level, subject). */
  tags?: readonly string[];
  /**
   * Writes a price with its currency (to fix a language, e.g. `(n) => formatPrice(n, 'ar')`).
   * @default the kit Price's: `formatPrice` of `@kk/i18n` in the ThemeRoot language
   */
  formatPrice?: (amount: number) => string;
  /** Destination (/occasion/{id}). */
  href?: string;
  /** The router's link component (receives `href`). @default 'a' */
  linkAs?: ElementType;
  /** `list` (cover beside text) or `grid` (cover on top). @default 'list' */
  layout?: ViewMode;
  /** Heading level of the title. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * A second-hand book listing: cover, title, author, condition, tags, price and original price.
 *
 * @example
 * <BookCard title={b.name} author={b.author} imageUrl={b.image_url[0]} price={b.price} originalPrice={b.original_price}
 *   conditionLabel={t(CONDITION_LABELS[b.condition])} href={`/occasion/${b.id}`} linkAs={ShopLink} />
 */
export function BookCard({
  title,
  author,
  imageUrl,
  price,
  originalPrice,
  originalPriceLabel,
  conditionLabel,
  conditionTone = 'success',
  tags = [],
  formatPrice,
  href,
  linkAs,
  layout = 'list',
  headingLevel = 3,
}: BookCardProps) {
  const grid = layout === 'grid';
  return (
    <Card as="article" interactive={Boolean(href)} padding="sm" data-ui="book-card-root">
      <BookLayout $grid={grid}>
        <Cover $size={grid ? '100%' : '5rem'} data-ui="book-card-cover">
          {imageUrl ? <img src={imageUrl} alt="" /> : <BookIcon size="lg" />}
        </Cover>
        <CardText>
          <CardHeading level={headingLevel} href={href} linkAs={linkAs} data-ui="book-card-title">
            {title}
          </CardHeading>
          {author && <CardMeta data-ui="book-card-author">{author}</CardMeta>}
          {(conditionLabel || tags.length > 0) && (
            <Tags data-ui="book-card-tags">
              {conditionLabel && (
                <Badge tone={conditionTone} size="sm">
                  {conditionLabel}
                </Badge>
              )}
              {tags.map((tag) => (
                <Badge key={tag} size="sm">
                  {tag}
                </Badge>
              ))}
            </Tags>
          )}
          <Prices data-ui="book-card-prices">
            <Price amount={price} format={formatPrice} size="lg" />
            {originalPrice !== undefined && originalPrice > price && (
              <Price
                amount={originalPrice}
                format={formatPrice}
                size="sm"
                variant="original"
                srLabel={originalPriceLabel}
              />
            )}
          </Prices>
        </CardText>
      </BookLayout>
    </Card>
  );
}
