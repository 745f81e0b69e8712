import { useCallback } from 'react';
import type { SubmissionErrors } from 'final-form';
import { apiErrorCause, isServerRefusal, learningLoginErrorOf, useLearningLoginMutation } from '@kk/api-clients';
import { learningLoginErrorMessageKey, sessionUserFromLogin, type LearningLoginMessage } from '@kk/domain';
import { loggedIn, useAppDispatch } from '@kk/session';
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

/** The message of a failed sign-in (see {@link SignInFailure}). */
export function signInFailure(error: unknown): SignInFailure {
  if (!isServerRefusal(error)) return { key: ERROR_CAUSE_KEYS[apiErrorCause(error)], values: {} };
  return learningLoginErrorMessageKey(learningLoginErrorOf(error));
}

/**
 * Signs a user in on the learning platform (`login_with_token`): on success the session user is
 * stored and the user goes to the stored `next_url` or `/`; on failure the promise resolves with
 * the §8 message as the form's `submitError` (shown by the kit's FormSubmitError), so the form
 * keeps what was typed and its button comes back.
 */
export function useSignIn(): (values: SignInValues) => Promise<SubmissionErrors | undefined> {
  const [login] = useLearningLoginMutation();
  const dispatch = useAppDispatch();
  const goAfterSignIn = useGoAfterSignIn();
  return useCallback(
    async (values: SignInValues) => {
      try {
        const response = await login({
          username: (values.username ?? '').trim(),
          password: values.password ?? '',
        }).unwrap();
        dispatch(loggedIn(sessionUserFromLogin(response)));
      } catch (error) {
        return submitError<SignInFailure>(signInFailure(error));
      }
      goAfterSignIn();
      return undefined;
    },
    [login, dispatch, goAfterSignIn],
  );
}
