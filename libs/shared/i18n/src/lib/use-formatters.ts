import { useMemo } from 'react';
import type { Language } from '@kk/domain';
import {
  CURRENCY_LABELS,
  formatDate,
  formatDateDMY,
  formatNumber,
  formatPrice,
  formatRelative,
  type DateInput,
  type DateStyle,
} from './formatters';
import { LOCALES, type Locale } from './languages';
import { useLanguage } from './use-language';

/** The formatters bound to the current language (see `formatters.ts` for each format). */
export interface BoundFormatters {
  /** Language the formatters use. */
  language: Language;
  /** `120 Dhs` / `12,50 درهم` / `12.50 Dhs`. */
  formatPrice: (amount: number) => string;
  /** A number in the language's format. */
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date in the language (`medium` unless told). */
  formatDate: (date: DateInput, style?: DateStyle) => string;
  /** `DD/MM/YYYY`. */
  formatDateDMY: (date: DateInput) => string;
  /** `il y a 3 jours`, `hier`... relative to now (or `now`). */
  formatRelative: (date: DateInput, now?: DateInput) => string;
}

/** Formatters for prices, numbers and dates in the current language; updates on language change. */
export function useFormatters(): BoundFormatters {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      formatPrice: (amount) => formatPrice(amount, language),
      formatNumber: (value, options) => formatNumber(value, language, options),
      formatDate: (date, style) => formatDate(date, language, style),
      formatDateDMY,
      formatRelative: (date, now) => formatRelative(date, language, now),
    }),
    [language],
  );
}

/** The `locale` and `currency` props of the kit's `Price` for the current language. */
export interface PriceFormat {
  /** Locale of the digits and separators. */
  locale: Locale;
  /** Translated currency label ('Dhs', 'درهم'). */
  currency: string;
}

/**
 * Props that make every `<Price>` of a screen follow the UI language (digits, separators and the
 * Arabic currency label).
 *
 * @example
 * const money = usePriceFormat();
 * <Price amount={total} {...money} />
 */
export function usePriceFormat(): PriceFormat {
  const { language } = useLanguage();
  return useMemo(() => ({ locale: LOCALES[language], currency: CURRENCY_LABELS[language] }), [language]);
}
