import { PAYMENT_MODES, type PaymentMode } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** The name of each payment mode (§2, §9: Carte bancaire, Virement, Paiement à la livraison). */
export const PAYMENT_LABELS: Record<PaymentMode, TranslationKey> = {
  [PAYMENT_MODES.creditCard]: 'shop-cart:payment.creditCard',
  [PAYMENT_MODES.virement]: 'shop-cart:payment.virement',
  [PAYMENT_MODES.cash]: 'shop-cart:payment.cash',
};

/**
 * What happens next with each payment mode. The shop takes no payment itself (the spec has no
 * payment call): cash is paid to the courier; for a card or a transfer the text only says that
 * nothing is paid now and that the library says how (see the README's decisions).
 */
export const PAYMENT_HINTS: Record<PaymentMode, TranslationKey> = {
  [PAYMENT_MODES.creditCard]: 'shop-cart:payment.creditCardHint',
  [PAYMENT_MODES.virement]: 'shop-cart:payment.virementHint',
  [PAYMENT_MODES.cash]: 'shop-cart:payment.cashHint',
};

/** The payment modes in the order they are offered. */
export const PAYMENT_ORDER: readonly PaymentMode[] = [
  PAYMENT_MODES.creditCard,
  PAYMENT_MODES.virement,
  PAYMENT_MODES.cash,
];
