import { useCallback, useEffect } from 'react';
import type { SubmissionErrors } from 'final-form';
import type { LearningLoginMessage } from '@kk/domain';
import { useAppDispatch } from '@kk/session';
import { ERROR_CAUSE_KEYS, type TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';
import { collectErrors, required } from '../shared/rules';
import { useGoAfterSignIn } from '../shared/after-sign-in';

/** Values of the sign-in form. */
export interface SignInValues {
  /** Username (the fake backend also accepts the e-mail). */
  username?: string;
  /** Password. */
  password?: string;
}

/** §5: username and password required. */
export function validateSignIn(values: SignInValues) {
  return collectErrors({
    username: required('validation:usernameRequired')(values.username),
    password: required('validation:passwordRequired')(values.password),
  });
}

/**
 * What a failed sign-in gives the form (`submitError`): the §8 message when the server refused
 * the credentials, else why no answer could be used (`errors:cause.*`: offline, time-out, server
 * error...), never "wrong password" for a failure that is not one.
 */
export type SignInFailure = LearningLoginMessage | { key: TranslationKey<'errors'>; values: Record<string, never> };

/** The login call, loaded once the page has rendered (or at the first submit if that came first). */
const loadSignInCall = () => import('./sign-in-call');

/** A login call whose code could not be loaded: said as for a call that got no answer. */
function unloadedFailure(): SignInFailure {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { key: ERROR_CAUSE_KEYS[offline ? 'offline' : 'unreachable'], values: {} };
}

/**
 * Signs a user in on the learning platform (`login_with_token`): on success the session user is
 * stored and the user goes to the stored `next_url` or `/`; on failure the promise resolves with
 * the §8 message as the form's `submitError` (shown by the kit's FormSubmitError), so the form
 * keeps what was typed and its button comes back.
 */
export function useSignIn(): (values: SignInValues) => Promise<SubmissionErrors | undefined> {
  const dispatch = useAppDispatch();
  const goAfterSignIn = useGoAfterSignIn();
  useEffect(() => {
    // Once the page is on screen: ready before anyone can have typed a password.
    loadSignInCall().catch(() => undefined);
  }, []);
  return useCallback(
    async (values: SignInValues) => {
      let failure: SignInFailure | null;
      try {
        const { callSignIn } = await loadSignInCall();
        failure = await callSignIn(dispatch, values);
      } catch {
        failure = unloadedFailure();
      }
      if (failure) return submitError<SignInFailure>(failure);
      goAfterSignIn();
      return undefined;
    },
    [dispatch, goAfterSignIn],
  );
}
