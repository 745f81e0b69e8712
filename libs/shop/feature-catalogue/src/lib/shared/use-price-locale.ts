import { CURRENCY_LABELS, LOCALES, useLanguage } from '@kk/i18n';
import type { AppLocale } from '@kk/ui-kit';

/** The props the ui-kit's prices need in the reader's language: the `Intl` locale and the currency label. */
export interface PriceLocale {
  /** `fr-MA`, `ar-MA` or `en`. */
  locale: AppLocale;
  /** `Dhs`, or `درهم` in Arabic. */
  currency: string;
}

/** Locale and currency label (Dhs, درهم) for ui-kit prices (`Price`, `ArticleRow`, `PackCard`). */
export function usePriceLocale(): PriceLocale {
  const { language } = useLanguage();
  return { locale: LOCALES[language] as AppLocale, currency: CURRENCY_LABELS[language] };
}
