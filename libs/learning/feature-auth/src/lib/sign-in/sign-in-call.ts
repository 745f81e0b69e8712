import { accountApi, apiErrorCause, isServerRefusal, learningLoginErrorOf } from '@kk/api-clients';
import { learningLoginErrorMessageKey, sessionUserFromLogin } from '@kk/domain';
import { ERROR_CAUSE_KEYS } from '@kk/i18n';
import { loggedIn, type AppDispatch } from '@kk/session';
import type { SignInFailure, SignInValues } from './use-sign-in';

/*
 * The login call of the sign-in page and its messages, a chunk of its own: the page shows without
 * it (the account endpoints, the §8 login errors and the session user built from the answer are
 * about 2 KB brotli the visitor's first screen does not need), and `useSignIn` loads it once the
 * page has rendered.
 */

/** The message of a failed sign-in (see {@link SignInFailure}). */
export function signInFailure(error: unknown): SignInFailure {
  if (!isServerRefusal(error)) return { key: ERROR_CAUSE_KEYS[apiErrorCause(error)], values: {} };
  return learningLoginErrorMessageKey(learningLoginErrorOf(error));
}

/**
 * Calls `login_with_token` with the form's values; on success stores the user (`loggedIn`) and
 * resolves with null, else with the message to show. The answer (with its token) is not kept in
 * the API cache: the session holds the user.
 */
export async function callSignIn(dispatch: AppDispatch, values: SignInValues): Promise<SignInFailure | null> {
  try {
    const response = await dispatch(
      accountApi.endpoints.learningLogin.initiate(
        { username: (values.username ?? '').trim(), password: values.password ?? '' },
        { track: false },
      ),
    ).unwrap();
    dispatch(loggedIn(sessionUserFromLogin(response)));
    return null;
  } catch (error) {
    return signInFailure(error);
  }
}
