import { useCallback, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { apiErrorCode, useForgotPasswordMutation } from '@kk/api-clients';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';
import { emailRule } from '../shared/email-rule';
import { collectErrors } from '../shared/rules';

/** Values of the forgot-password form. */
export interface ForgotValues {
  email?: string;
}

/** The backend's `error` for an e-mail no account uses (§8 dictionary: 'No result found'). */
const NO_RESULT_ERROR = 'No result found';

/** The message of a failed request: an unknown e-mail is 'No result found' (§8 dictionary). */
export function forgotPasswordErrorKey(error: unknown): TranslationKey {
  return apiErrorCode(error) === NO_RESULT_ERROR ? 'errors:noResult' : 'learning-auth:forgot.failed';
}

/** §5: the e-mail is required and well formed. */
export function validateForgot(values: ForgotValues) {
  return collectErrors({ email: emailRule(values.email) });
}

/** What {@link useForgotPassword} returns. */
export interface UseForgotPasswordResult {
  /** The address the reset message went to, once sent; null before. */
  sentTo: string | null;
  /** The form's `onSubmit`: sends the request; on failure resolves with the §8 message as `submitError`. */
  submit: (values: ForgotValues) => Promise<SubmissionErrors | undefined>;
}

/**
 * Forgot password (`forgot_password`): sends the reset message to the trimmed e-mail. Success
 * keeps the address (the page shows the confirmation instead of the form); a failure resolves with
 * the message key as the form's `submitError`, so the form keeps what was typed.
 */
export function useForgotPassword(): UseForgotPasswordResult {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useCallback(
    async ({ email }: ForgotValues) => {
      const address = (email ?? '').trim();
      try {
        await forgotPassword({ email: address }).unwrap();
      } catch (error) {
        return submitError(forgotPasswordErrorKey(error));
      }
      setSentTo(address);
      return undefined;
    },
    [forgotPassword],
  );

  return { sentTo, submit };
}
