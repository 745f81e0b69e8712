import { useTranslation as useI18nextTranslation, type UseTranslationOptions } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { TranslationNamespace } from './translation-key';
import type { TranslationResources } from './typed-keys';

/** Every namespace, as a tuple type (i18next types a `t` over several namespaces by a tuple). */
type AllNamespaces = [keyof TranslationResources, ...(keyof TranslationResources)[]];

/**
 * The `t` of a screen: keys without a prefix are looked up in the screen's namespace `N`
 * (`t('title')`), and any namespace's key can be named in full (`t('errors:sessionExpired')`,
 * `t(STATUS_LABELS[status])` with a `TranslationKey`). Every key is checked against the French
 * tables at typecheck.
 */
export type ScreenT<N extends TranslationNamespace> = TFunction<[N, ...AllNamespaces]>;

/** What {@link useTranslation} returns. */
export interface UseTranslationResult<N extends TranslationNamespace> {
  t: ScreenT<N>;
  i18n: I18n;
  ready: boolean;
}

/**
 * react-i18next's `useTranslation`, typed for this workspace: `ns` is one of the tables'
 * namespaces (or several, the first one being the one of unprefixed keys; `common` when none is
 * given); the hook suspends
 * until they are loaded, as react-i18next's does.
 *
 * @example
 * const { t } = useTranslation('shop-orders');
 * t('title'); t('common:actions.retry'); t(ORDER_STATUS_LABELS[order.status]);
 */
export function useTranslation<N extends TranslationNamespace = 'common'>(
  ns?: N | readonly [N, ...TranslationNamespace[]],
  options?: UseTranslationOptions<undefined>,
): UseTranslationResult<N> {
  const { t, i18n, ready } = useI18nextTranslation(ns as N, options);
  return { t: t as unknown as ScreenT<N>, i18n, ready };
}
