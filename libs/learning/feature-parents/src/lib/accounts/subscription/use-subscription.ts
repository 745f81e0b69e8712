import { useGetSubscriptionQuery } from '@kk/api-clients';
import { subscriptionMessage } from '@kk/domain';
import { selectLearningRole, selectSessionUser, useAppSelector } from '@kk/session';

/**
 * View model of `/abonnement` (everyone, visitors included).
 * - `signedIn`: someone is signed in (a visitor gets "Se connecter");
 * - `isParent`: a parent is signed in: only then is the subscription read (`getSubscription`,
 *   assumed; another account type would be refused);
 * - `query`: that read (skipped for anyone else), for `QuerySection`;
 * - `message`: the state line once read (see `subscriptionMessage`), else null.
 */
export function useSubscription() {
  const signedIn = useAppSelector(selectSessionUser) !== null;
  const isParent = useAppSelector(selectLearningRole) === 'parent' && signedIn;
  const query = useGetSubscriptionQuery(undefined, { skip: !isParent });
  const message = query.data ? subscriptionMessage(query.data) : null;
  return { signedIn, isParent, query, message };
}

/** What {@link useSubscription} returns. */
export type UseSubscriptionResult = ReturnType<typeof useSubscription>;
