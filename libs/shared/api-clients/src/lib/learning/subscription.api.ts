import type { Subscription } from '@kk/domain';
import { domainSchema } from '../core/schema';
import { learningApi } from './learning-api';

/**
 * The parent's subscription (assumed: the spec names only its expiry, `no_subscription`; see the
 * README's "Assumed contract: the parents' space", "Subscription"). A file of its own, so the
 * sign-in's account calls do not carry it: only the pages that show the subscription load it.
 */
export const subscriptionApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/koolskools/v1/subscription/: state and last day; another account type is refused (403). */
    getSubscription: build.query<Subscription, void>({
      query: () => '/api/koolskools/v1/subscription/',
      responseSchema: domainSchema('learning', 'subscriptionSchema'),
    }),
  }),
});

/** Hook of the subscription endpoint. */
export const { useGetSubscriptionQuery } = subscriptionApi;
