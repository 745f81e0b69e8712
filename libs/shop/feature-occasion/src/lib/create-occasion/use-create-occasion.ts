import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateOccasionMutation } from '@kk/api-clients';
import { STORAGE_KEYS, type CreateOccasionPayload } from '@kk/domain';
import { clearNextUrl, selectSessionUser, SESSION_ROUTES, useAppSelector, writeStored } from '@kk/session';

/** How a submission ended. */
export type CreateOccasionOutcome =
  /**
   * Sent (`create_occasion`); the user is on /occasion. `status`: the new listing's status label
   * (`Pending` while it waits for review), or null when the answer did not say.
   */
  | { kind: 'sent'; status: string | null }
  /** A visitor: the draft is stored as `occasion_temp` and the user is on /connexion. */
  | { kind: 'stored' }
  /** Sending failed; the caller shows the form's global error and keeps what was typed. */
  | { kind: 'failed'; error: unknown };

/**
 * Submits a listing (§4 "Listing form"): with a session user it is sent and the user goes to
 * /occasion; without one the draft is stored as `occasion_temp` and the user goes to /connexion,
 * where the login's post-login redirect sends it and comes back to /occasion. A stale `next_url`
 * is dropped first: it would win over the draft in the redirect order, and the user's latest intent
 * is to sell this book.
 */
export function useCreateOccasion() {
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const [create] = useCreateOccasionMutation();

  const submit = useCallback(
    async (payload: CreateOccasionPayload): Promise<CreateOccasionOutcome> => {
      if (!user) {
        writeStored(STORAGE_KEYS.occasionTemp, payload);
        clearNextUrl();
        navigate(SESSION_ROUTES.login);
        return { kind: 'stored' };
      }
      let status: string | null;
      try {
        status = (await create(payload).unwrap())?.status ?? null;
      } catch (error) {
        return { kind: 'failed', error };
      }
      navigate(SESSION_ROUTES.occasion);
      return { kind: 'sent', status };
    },
    [user, navigate, create],
  );

  return { submit, signedIn: user !== null };
}
