import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateInactiveSchoolMutation, useCreateOccasionMutation } from '@kk/api-clients';
import { STORAGE_KEYS, type SessionUser } from '@kk/domain';
import { readLoginRedirectInput, resolveLoginRedirect, type LoginRedirect } from './login-redirect';
import { clearNextUrl } from './next-url';
import { SESSION_ROUTES } from './routes';
import { selectSessionUser } from './session-slice';
import { removeStored } from './storage';
import { useAppStore } from './store';

/**
 * The location state of /occasion after a visitor's stored listing was sent at login: the new
 * listing's status label (`Pending` while it waits for review; null when the answer did not say).
 */
export interface OccasionSentState {
  occasionSent: { status: string | null };
}

/** Where the post-login redirect is. */
export type PostLoginState =
  /** Nothing done yet, or a navigation already happened. */
  | { status: 'idle' }
  /** Sending the stored school request or listing. */
  | { status: 'submitting'; kind: 'submit-school' | 'submit-occasion' }
  /** The stored school request was sent: show the success popup (its button goes home). */
  | { status: 'school-submitted' }
  /** Sending failed; the stored request is kept, so the next login tries again. */
  | { status: 'failed'; kind: 'submit-school' | 'submit-occasion'; error: unknown };

/** What {@link usePostLoginRedirect} returns. */
export interface PostLoginRedirect {
  /** Performs the redirect of §4 for the user who just signed in (default: the store's user). */
  redirectAfterLogin: (user?: SessionUser | null) => Promise<LoginRedirect>;
  /** Progress of a submission, for the success popup or an error. */
  state: PostLoginState;
  /** Back to idle (e.g. when the success popup closes). */
  reset: () => void;
}

/**
 * Performs the redirect after login (§4), in the order of {@link resolveLoginRedirect}, and
 * forgets what it consumed:
 * - `next_url` → navigates there and removes `next_url`;
 * - `ad` / `li` / nothing pending → navigates to its page;
 * - `school_temp` → sends it (`create_inactive`), removes it, then `state` is `school-submitted`:
 *   the caller shows the success popup;
 * - `occasion_temp` → sends it (`create_occasion`), removes it and navigates to `/occasion` with
 *   the new listing's status in the location state (`OccasionSentState`).
 *
 * @example
 * const { redirectAfterLogin, state } = usePostLoginRedirect();
 * dispatch(loggedIn(user)); await redirectAfterLogin(user);
 */
export function usePostLoginRedirect(): PostLoginRedirect {
  const navigate = useNavigate();
  const store = useAppStore();
  const [createInactiveSchool] = useCreateInactiveSchoolMutation();
  const [createOccasion] = useCreateOccasionMutation();
  const [state, setState] = useState<PostLoginState>({ status: 'idle' });

  const redirectAfterLogin = useCallback(
    async (user: SessionUser | null = selectSessionUser(store.getState())) => {
      const decision = resolveLoginRedirect(readLoginRedirectInput(user));
      switch (decision.kind) {
        case 'next':
          clearNextUrl();
          navigate(decision.url, { replace: true });
          break;
        case 'go':
          navigate(decision.url, { replace: true });
          break;
        case 'submit-school':
          setState({ status: 'submitting', kind: decision.kind });
          try {
            await createInactiveSchool(decision.request).unwrap();
            removeStored(STORAGE_KEYS.schoolTemp);
            setState({ status: 'school-submitted' });
          } catch (error) {
            setState({ status: 'failed', kind: decision.kind, error });
          }
          break;
        case 'submit-occasion':
          setState({ status: 'submitting', kind: decision.kind });
          try {
            const created = await createOccasion(decision.listing).unwrap();
            removeStored(STORAGE_KEYS.occasionTemp);
            setState({ status: 'idle' });
            // /occasion tells the user the listing is sent (on sale, or waiting for review).
            const sent: OccasionSentState = { occasionSent: { status: created?.status ?? null } };
            navigate(SESSION_ROUTES.occasion, { replace: true, state: sent });
          } catch (error) {
            setState({ status: 'failed', kind: decision.kind, error });
          }
          break;
      }
      return decision;
    },
    [store, navigate, createInactiveSchool, createOccasion],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { redirectAfterLogin, state, reset };
}
