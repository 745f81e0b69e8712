import { useCallback } from 'react';
import { useLoginMutation } from '@kk/api-clients';
import type { LoginPayload, SessionUser } from '@kk/domain';
import { loggedIn, useAppDispatch, usePostLoginRedirect, type PostLoginState } from '@kk/session';

/** What {@link useSignIn} returns. */
export interface SignIn {
  /**
   * Signs in (`users_api` action `login`), stores the session, then performs the redirect of §4
   * (next_url, ad, li, pending school request, pending listing, home). Rejects with the API
   * error when the sign-in fails; nothing is stored then.
   */
  signIn: (payload: LoginPayload) => Promise<SessionUser>;
  /** Progress of the redirect's submission of a pending request (school request → success popup). */
  redirect: PostLoginState;
}

/** Sign-in followed by the post-login redirect: shared by the login and registration pages. */
export function useSignIn(): SignIn {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const { redirectAfterLogin, state } = usePostLoginRedirect();

  const signIn = useCallback(
    async (payload: LoginPayload) => {
      const user = await login(payload).unwrap();
      dispatch(loggedIn(user));
      await redirectAfterLogin(user);
      return user;
    },
    [login, dispatch, redirectAfterLogin],
  );

  return { signIn, redirect: state };
}
