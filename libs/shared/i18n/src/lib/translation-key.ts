/**
 * A translation key written in full, namespace first: `'errors:learningLogin.notActivated'`.
 *
 * Keys are always static string literals so the unused-key test can find them (see README,
 * "Key convention"). When the key depends on a value, map the value to full keys in an object
 * typed with this type, and translate the looked-up entry:
 *
 * @example
 * const STATUS_LABELS: Record<OrderStatus, TranslationKey> = { 0: 'shop-orders:status.pending', ... };
 * t(STATUS_LABELS[order.status]);
 */
export type TranslationKey = `${string}:${string}`;
