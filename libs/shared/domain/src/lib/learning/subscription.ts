import * as z from 'zod/mini';
import { lenientTextSchema, optionalTextSchema } from '../common/schema-helpers';

/** The states of a learning subscription (assumed contract: the spec names only its expiry, `no_subscription`). */
export const SUBSCRIPTION_STATUSES = ['active', 'trial', 'expired'] as const;
/** One of {@link SUBSCRIPTION_STATUSES}. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * GET /api/koolskools/v1/subscription/ (assumed: the spec has no call for it, see the api-clients
 * README "Assumed contract: the parents' space", "Subscription"): the signed-in parent's
 * subscription. Read leniently: an unknown status reads as `expired` (the app then shows how to
 * renew, never a false "active"); the plan and the end date may be missing.
 */
export const subscriptionSchema = z.object({
  status: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value): SubscriptionStatus => (value === 'active' || value === 'trial' ? value : 'expired')),
  ),
  plan: lenientTextSchema,
  /** ISO date of the last day covered, or null. */
  expires_on: optionalTextSchema,
});
/** The signed-in parent's subscription. */
export type Subscription = z.output<typeof subscriptionSchema>;

/** Full i18n keys of the subscription's state line (the profile and `/abonnement` show the same words). */
export const SUBSCRIPTION_MESSAGE_KEYS = {
  /** "Abonnement actif jusqu'au {{date}}". */
  active: 'learning-children:subscription.active',
  /** "Abonnement actif" (no end date given). */
  activeNoDate: 'learning-children:subscription.activeNoDate',
  /** "Période d'essai jusqu'au {{date}}". */
  trial: 'learning-children:subscription.trial',
  /** "Période d'essai" (no end date given). */
  trialNoDate: 'learning-children:subscription.trialNoDate',
  /** "Abonnement expiré". */
  expired: 'learning-children:subscription.expired',
} as const;

/** The state line of a subscription: its message key, and the ISO day to write in it (`{{date}}`), if any. */
export interface SubscriptionMessage {
  /** One of {@link SUBSCRIPTION_MESSAGE_KEYS}. */
  key: (typeof SUBSCRIPTION_MESSAGE_KEYS)[keyof typeof SUBSCRIPTION_MESSAGE_KEYS];
  /** The last day covered, for `{{date}}`; null when the message has none. */
  date: string | null;
}

/** What to say of a subscription: active or trial until its last day (when known), or expired. */
export function subscriptionMessage(subscription: Subscription): SubscriptionMessage {
  const date = subscription.expires_on;
  switch (subscription.status) {
    case 'active':
      return date
        ? { key: SUBSCRIPTION_MESSAGE_KEYS.active, date }
        : { key: SUBSCRIPTION_MESSAGE_KEYS.activeNoDate, date };
    case 'trial':
      return date
        ? { key: SUBSCRIPTION_MESSAGE_KEYS.trial, date }
        : { key: SUBSCRIPTION_MESSAGE_KEYS.trialNoDate, date };
    default:
      return { key: SUBSCRIPTION_MESSAGE_KEYS.expired, date: null };
  }
}
