import { formatPrice } from '@kk/i18n';
import { useKitLanguage } from '../locale/kit-locale';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { PriceRoot, type PriceSize } from './price.styles';

/** Props of Price. */
export interface PriceProps {
  /** Amount in dirhams. */
  amount: number;
  /**
   * Writes the amount with its currency, e.g. `useFormatters().formatPrice` of `@kk/i18n` or
   * `(n) => formatPrice(n, 'ar')` to fix a language.
   * @default `formatPrice` of `@kk/i18n` in the ThemeRoot language ('49,50 Dhs', '49,50 درهم', '49.50 Dhs')
   */
  format?: (amount: number) => string;
  /** Text size. @default 'md' */
  size?: PriceSize;
  /**
   * `muted` for secondary amounts; `original` for a crossed-out former price.
   * @default 'default'
   */
  variant?: 'default' | 'muted' | 'original';
  /**
   * Words read before the amount by screen readers only, e.g. "Prix d'origine" for a crossed-out price
   * (strike-through is not announced).
   */
  srLabel?: string;
}

/**
 * A price, written by the one price format of the apps (`formatPrice` of `@kk/i18n`: `120 Dhs`,
 * `12,50 Dhs`, `12,50 درهم`) in the language of the ThemeRoot. The whole price sits in `<bdi>`, so
 * it keeps its order inside text of the other direction.
 *
 * @example
 * <Price amount={49.5} />
 * <Price amount={book.original_price} variant="original" srLabel={t('originalPrice')} />
 */
export function Price({ amount, format, size = 'md', variant = 'default', srLabel }: PriceProps) {
  const language = useKitLanguage();
  const struck = variant === 'original';
  return (
    <PriceRoot
      as={struck ? 's' : 'span'}
      $size={size}
      $muted={variant !== 'default'}
      $struck={struck}
      data-ui="price-root"
    >
      {srLabel && <VisuallyHidden>{`${srLabel} `}</VisuallyHidden>}
      <bdi data-ui="price-amount">{format ? format(amount) : formatPrice(amount, language)}</bdi>
    </PriceRoot>
  );
}
