import type { ParseKeys } from 'i18next';
import type { TranslationResources } from './typed-keys';

/** A namespace of the translation tables (`common`, `shop-orders`, ...). */
export type TranslationNamespace = keyof TranslationResources;

/**
 * A translation key written in full, namespace first: `'errors:learningLogin.notActivated'`, checked
 * against the French tables (a key that does not exist fails typecheck). `TranslationKey<'shop-orders'>`
 * narrows it to one namespace.
 *
 * Keys are always static string literals so the unused-key test can find them (see README,
 * "Key convention"). When the key depends on a value, map the value to full keys in an object
 * typed with this type, and translate the looked-up entry with a `t` whose `useTranslation` names
 * that namespace:
 *
 * @example
 * const STATUS_LABELS: Record<OrderStatus, TranslationKey<'shop-orders'>> = { 0: 'shop-orders:status.pending', ... };
 * const { t } = useTranslation('shop-orders');
 * t(STATUS_LABELS[order.status]);
 */
export type TranslationKey<N extends TranslationNamespace = TranslationNamespace> = {
  [K in N]: `${K}:${ParseKeys<K>}`;
}[N];
