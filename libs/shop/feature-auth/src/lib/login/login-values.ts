import { isServerRefusal, serverMessage } from '@kk/api-clients';
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
 * Framework phrases a backend sends with an error status, in English whatever the page's language:
 * never shown to users (the app says the cause in their language instead).
 */
const GENERIC_SERVER_PHRASES =
  /^(request failed|internal server error|bad request|unauthori[sz]ed|forbidden|not found|service unavailable|bad gateway|gateway time-?out|invalid token|authentication credentials were not provided)\.?$/i;

/**
 * The text of the red line after a failed sign-in (§8): the server's own message, with the
 * mail-not-verified and phone-not-verified markers removed, when the server refused the
 * credentials (a 2xx that reports a failure, or a 4xx with a message of its own). Null otherwise
 * (no answer, a server error, an unreadable answer, a bare framework phrase such as "Internal
 * Server Error"), so the caller names the cause in the user's language instead.
 */
export function loginFailureText(error: unknown): string | null {
  if (!isServerRefusal(error)) return null;
  const text = serverMessage(error);
  if (text === null) return null;
  const stripped = stripVerificationMarkers(text).trim();
  return stripped === '' || GENERIC_SERVER_PHRASES.test(stripped) ? null : stripped;
}
