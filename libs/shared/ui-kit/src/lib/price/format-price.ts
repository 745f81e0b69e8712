/** Locales the apps format numbers for (§ Text conventions). */
export type AppLocale = 'fr-MA' | 'ar-MA' | 'en';

/**
 * Formats an amount for a locale: whole amounts without decimals (`120`), others with two
 * (`12,50` in French). Digits and separators come from `Intl.NumberFormat`.
 */
export function formatAmount(amount: number, locale: AppLocale = 'fr-MA'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
