import { useId } from 'react';
import { CardMeta, CardThumb, headingTag, ImageIcon, Price, QuantityStepper, type HeadingLevel } from '@kk/ui-kit';
import { FullName, PriceArea, Row, StepperArea, TextArea, ThumbArea } from './article-row.styles';

/** Props of ArticleRow without its stepper. */
export interface ArticleRowBaseProps {
  /** Article name (e.g. 'Cahier 96 pages grands carreaux'). */
  name: string;
  /** Brand. */
  brand?: string;
  /** Further detail (subject, reference). */
  detail?: string;
  /** Picture URL. */
  imageUrl?: string | null;
  /** Unit price in Dhs; no price is shown without it (supply lists before quotes). */
  price?: number;
  /** Hidden words read before the price (e.g. 'Total de la ligne' when the price is a line's total). */
  priceLabel?: string;
  /**
   * Writes a price with its currency (to fix a language, e.g. `(n) => formatPrice(n, 'ar')`).
   * @default the kit Price's: `formatPrice` of `@kk/i18n` in the ThemeRoot language
   */
  formatPrice?: (amount: number) => string;
  /** Heading level of the name. @default 4 */
  headingLevel?: HeadingLevel;
  /** Render as a list item, inside a list. @default false */
  asListItem?: boolean;
}

/** The stepper's props: all or nothing, so a stepper never lacks its name. */
export interface ArticleRowStepperProps {
  /** Quantity. */
  quantity: number;
  /** Called with the new quantity (never below 0). */
  onQuantityChange: (quantity: number) => void;
  /** Accessible name of the stepper, naming the article (e.g. 'Quantité de Cahier 96 pages'). */
  quantityLabel: string;
  /** Accessible name of the minus button; name the article (e.g. 'Diminuer la quantité de Cahier'). @default the kit's 'Diminuer' */
  decrementLabel?: string;
  /** Accessible name of the plus button; name the article (e.g. 'Augmenter la quantité de Cahier'). @default the kit's 'Augmenter' */
  incrementLabel?: string;
  /** Highest quantity. */
  maxQuantity?: number;
}

/** Props of ArticleRow: with a stepper, or without one (no `onQuantityChange`). */
export type ArticleRowProps = ArticleRowBaseProps &
  (ArticleRowStepperProps | { [K in keyof ArticleRowStepperProps]?: undefined });

/**
 * One article of a supply list, pack or quote: picture, name, brand, price and quantity stepper.
 * The name is shown in full (it wraps, never clamped) with `dir="auto"`. On phones the stepper goes under the price; from tablets everything sits on one line.
 *
 * @example
 * <ArticleRow name={a.article.name} brand={a.brand} price={a.price} quantity={q} onQuantityChange={setQ}
 *   quantityLabel={t('quantityOf', { name })} decrementLabel={t('decrease', { name })} incrementLabel={t('increase', { name })} />
 */
export function ArticleRow(props: ArticleRowProps) {
  const { name, brand, detail, imageUrl, price, priceLabel, formatPrice, headingLevel = 4, asListItem = false } = props;
  const nameId = useId();
  return (
    <Row
      as={asListItem ? 'li' : 'div'}
      aria-labelledby={asListItem ? undefined : nameId}
      role={asListItem ? undefined : 'group'}
      data-ui="article-row-root"
    >
      <ThumbArea>
        <CardThumb $size="3.5rem" data-ui="article-row-image">
          {imageUrl ? <img src={imageUrl} alt="" /> : <ImageIcon />}
        </CardThumb>
      </ThumbArea>
      <TextArea>
        {/* The whole name, wrapped, isolated in its own direction: a Latin name in Arabic is cut at its own end. */}
        <FullName as={headingTag(headingLevel)} id={nameId} data-ui="article-row-name">
          <bdi dir="auto">{name}</bdi>
        </FullName>
        {brand && (
          <CardMeta data-ui="article-row-brand">
            <bdi>{brand}</bdi>
          </CardMeta>
        )}
        {detail && <CardMeta data-ui="article-row-detail">{detail}</CardMeta>}
      </TextArea>
      {price !== undefined && (
        <PriceArea data-ui="article-row-price">
          <Price amount={price} format={formatPrice} srLabel={priceLabel} />
        </PriceArea>
      )}
      {props.onQuantityChange && (
        <StepperArea data-ui="article-row-stepper">
          <QuantityStepper
            size="sm"
            label={props.quantityLabel}
            decrementLabel={props.decrementLabel}
            incrementLabel={props.incrementLabel}
            value={props.quantity}
            max={props.maxQuantity}
            onChange={props.onQuantityChange}
          />
        </StepperArea>
      )}
    </Row>
  );
}
