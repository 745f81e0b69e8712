import { lazy } from 'react';

export { SignInPage } from './lib/sign-in/sign-in-page';

/*
 * Sign in is the first screen of every visitor, so it ships with the lib. The other pages load on
 * their first visit, as their own chunks: registration carries the phone-number library, which the
 * sign-in page does not need.
 */

/** Registration (`/inscription`), loaded on first visit. */
export const RegisterPage = lazy(() =>
  import('./lib/register/register-page').then((m) => ({ default: m.RegisterPage })),
);

/** Forgot password (`/mot-de-passe-oublie`), loaded on first visit. */
export const ForgotPasswordPage = lazy(() =>
  import('./lib/forgot-password/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);

/** Change password (`/profil/mot-de-passe`), loaded on first visit. */
export const ChangePasswordPage = lazy(() =>
  import('./lib/change-password/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
