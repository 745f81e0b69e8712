export { initI18n, loadNamespaces, type InitI18nOptions } from './lib/init-i18n';
export { I18nProvider, type I18nProviderProps } from './lib/i18n-provider';
export {
  useLanguage,
  useDirection,
  useLanguageSwitcher,
  type UseLanguageResult,
  type LanguageOption,
  type LanguageSwitcherProps,
} from './lib/use-language';
export {
  LANGUAGE_NAMES,
  LOCALES,
  directionOf,
  isLanguage,
  isRtl,
  toLanguage,
  type Direction,
  type Locale,
} from './lib/languages';
/** The apps' languages (`fr`, `ar`, `en`), re-exported for libs that may not import `@kk/domain` (the ui-kit). */
export type { Language } from '@kk/domain';
export {
  CURRENCY_LABELS,
  formatDate,
  formatDateDMY,
  formatNumber,
  formatPrice,
  formatRelative,
  toDate,
  type DateInput,
  type DateStyle,
} from './lib/formatters';
export { useFormatters, usePriceFormat, type BoundFormatters, type PriceFormat } from './lib/use-formatters';
export { PRELOADED_NAMESPACES, namespacesOf, type TranslationTables } from './lib/resources';
export { allTables } from './lib/tables/all';
export { shopTables } from './lib/tables/shop';
export { learningTables } from './lib/tables/learning';
export type { TranslationKey, TranslationNamespace } from './lib/translation-key';
export type { TranslationResources } from './lib/typed-keys';
/** react-i18next's hook (typed: every key checked) and component, so features depend on `@kk/i18n` only. */
export { useTranslation, type ScreenT, type UseTranslationResult } from './lib/use-typed-translation';
export { Trans } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
export { ERROR_CAUSE_KEYS } from './lib/error-causes';
export { translateErrors } from './lib/translate-errors';
export { useTranslatedValidate } from './lib/use-translated-validate';
