import { LOGIN_ERROR_CODES, parseErrorResponse } from '../common/error-response';

/**
 * Learning-platform login errors (§3 error response, §8 mapping), normalised so the UI can show the
 * exact §8 message. The messages themselves live in the i18n tables under the keys below.
 */

/** Error codes a learning-platform login can end with; `invalid_credentials` is "anything else". */
export const LEARNING_LOGIN_ERROR_CODES = [
  'not_activated',
  'no_subscription',
  'not_email_active',
  'not_phone_active',
  'invalid_credentials',
] as const;
/** One of {@link LEARNING_LOGIN_ERROR_CODES}. */
export type LearningLoginErrorCode = (typeof LEARNING_LOGIN_ERROR_CODES)[number];

/** Markers the backend puts in messages of accounts whose e-mail or phone is not verified (§8). */
export const VERIFICATION_MARKERS = ['mail_not_yet_verified', 'phone_not_yet_verified'] as const;
/** One of {@link VERIFICATION_MARKERS}. */
export type VerificationMarker = (typeof VERIFICATION_MARKERS)[number];

/** A failed learning-platform login, normalised. */
export interface LearningLoginError {
  /** What went wrong. */
  code: LearningLoginErrorCode;
  /** Parent e-mail the activation message was sent to (`not_activated`). */
  parent_email?: string;
  /** E-mail awaiting verification (`not_email_active`). */
  email?: string;
  /** Phone awaiting verification (`not_phone_active`). */
  phone?: string;
  /** §8 code attached to the unverified cases. */
  markerCode?: VerificationMarker;
}

/**
 * Turns whatever a failed login answered (the §3 error response body, another body, or nothing)
 * into a {@link LearningLoginError}. Unknown codes and missing bodies are `invalid_credentials`
 * ("anything else", §8).
 */
export function normaliseLearningLoginError(body: unknown): LearningLoginError {
  const response = parseErrorResponse(body);
  switch (response?.error) {
    case LOGIN_ERROR_CODES.notActivated:
      return { code: 'not_activated', parent_email: response.parent_email ?? undefined };
    case LOGIN_ERROR_CODES.noSubscription:
      return { code: 'no_subscription' };
    case LOGIN_ERROR_CODES.emailNotActive:
      return { code: 'not_email_active', email: response.email ?? undefined, markerCode: 'mail_not_yet_verified' };
    case LOGIN_ERROR_CODES.phoneNotActive:
      return { code: 'not_phone_active', phone: response.phone ?? undefined, markerCode: 'phone_not_yet_verified' };
    default:
      return { code: 'invalid_credentials' };
  }
}

/** Full i18n keys (`errors` namespace) of the §8 login messages, one per code. */
export const LEARNING_LOGIN_MESSAGE_KEYS = {
  /** "Ton compte n'a pas encore été activé - Le message d'activation a été envoyé à l'adresse {email}" */
  not_activated: 'errors:learningLogin.notActivated',
  /** "Votre abonnement a expiré" */
  no_subscription: 'errors:learningLogin.noSubscription',
  /** The activation-mail message, with `{email}`. */
  not_email_active: 'errors:learningLogin.notEmailActive',
  /** The activation-code-sent message, with `{phone}`. */
  not_phone_active: 'errors:learningLogin.notPhoneActive',
  /** "Username or Password incorrect" */
  invalid_credentials: 'errors:learningLogin.invalidCredentials',
} as const satisfies Record<LearningLoginErrorCode, string>;

/** An i18n key and the values its message interpolates. */
export interface LearningLoginMessage {
  /** Key in the i18n tables. */
  key: (typeof LEARNING_LOGIN_MESSAGE_KEYS)[LearningLoginErrorCode];
  /** Interpolation values (`email`, `phone`). */
  values: { email?: string; phone?: string };
}

/** The message to show for a login error (§8): its i18n key and interpolation values. */
export function learningLoginErrorMessageKey(error: LearningLoginError): LearningLoginMessage {
  const key = LEARNING_LOGIN_MESSAGE_KEYS[error.code];
  switch (error.code) {
    case 'not_activated':
      return { key, values: { email: error.parent_email } };
    case 'not_email_active':
      return { key, values: { email: error.email } };
    case 'not_phone_active':
      return { key, values: { phone: error.phone } };
    default:
      return { key, values: {} };
  }
}

/** Removes the mail/phone not-verified markers from a server message (§8 login failure line). */
export function stripVerificationMarkers(message: string): string {
  return VERIFICATION_MARKERS.reduce((text, marker) => text.split(marker).join(''), message)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Full i18n keys of the learning-platform registration failure messages (§8). */
export const LEARNING_REGISTRATION_MESSAGE_KEYS = {
  /** "Identifiant déjà utilisé": the backend answered an `error`. */
  usernameTaken: 'errors:registration.usernameTaken',
  /** "Erreur d'authentification": any other failure. */
  authenticationFailed: 'errors:registration.authenticationFailed',
} as const;

/**
 * The message of a failed learning-platform registration (§8): 'Identifiant déjà utilisé' when the
 * answer body carries an `error`, else 'Erreur d'authentification'.
 */
export function learningRegistrationErrorMessageKey(
  body: unknown,
): (typeof LEARNING_REGISTRATION_MESSAGE_KEYS)[keyof typeof LEARNING_REGISTRATION_MESSAGE_KEYS] {
  const hasError = typeof body === 'object' && body !== null && Boolean((body as Record<string, unknown>)['error']);
  return hasError
    ? LEARNING_REGISTRATION_MESSAGE_KEYS.usernameTaken
    : LEARNING_REGISTRATION_MESSAGE_KEYS.authenticationFailed;
}
