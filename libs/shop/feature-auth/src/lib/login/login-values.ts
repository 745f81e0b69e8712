import { serverMessage } from '@kk/api-clients';
import { stripVerificationMarkers, type LoginPayload } from '@kk/domain';
import type { FormErrorKeys } from '@kk/shop-ui';

/** Values of the login form. */
export interface LoginValues {
  /** Username (or e-mail). */
  username: string;
  /** Password. */
  password: string;
}

/** The rules of §5: 'Username required', 'Password required'. */
export function validateLogin(values: Partial<LoginValues>): FormErrorKeys<LoginValues> {
  const errors: FormErrorKeys<LoginValues> = {};
  if (!values.username?.trim()) errors.username = 'validation:usernameRequired';
  if (!values.password) errors.password = 'validation:passwordRequired';
  return errors;
}

/** The login payload: the username trimmed, the password as typed. */
export function toLoginPayload(values: LoginValues): LoginPayload {
  return { username: values.username.trim(), password: values.password };
}

/**
 * The text of the red line after a failed sign-in (§8): the server's own message, with the
 * mail-not-verified and phone-not-verified markers removed; null when the server said nothing
 * (no answer at all), so the caller shows a network message instead.
 */
export function loginFailureText(error: unknown): string | null {
  const text = serverMessage(error);
  if (text === null) return null;
  const stripped = stripVerificationMarkers(text);
  return stripped === '' ? null : stripped;
}
