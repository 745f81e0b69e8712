import { CURRENCY } from '@kk/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { formatAmount, type AppLocale } from './format-price';
import { PriceRoot, type PriceSize } from './price.styles';

/** Props of Price. */
export interface PriceProps {
  /** Amount in dirhams. */
  amount: number;
  /**
   * Locale of the digits and separators.
   * @default 'fr-MA'
   */
  locale?: AppLocale;
  /**
   * Currency label written after the amount; pass the translated one in Arabic.
   * @default CURRENCY ('Dhs')
   */
  currency?: string;
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
 * A price in dirhams, formatted for the locale. The number sits in `<bdi>` so it keeps its order
 * inside Arabic text.
 *
 * @example
 * <Price amount={49.5} locale="ar-MA" currency={t('currency')} />
 */
export function Price({
  amount,
  locale = 'fr-MA',
  currency = CURRENCY,
  size = 'md',
  variant = 'default',
  srLabel,
}: PriceProps) {
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
      <bdi data-ui="price-amount">{formatAmount(amount, locale)}</bdi>
      {'\u00A0'}
      <span data-ui="price-currency">{currency}</span>
    </PriceRoot>
  );
}
