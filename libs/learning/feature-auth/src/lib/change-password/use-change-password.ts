import { useCallback, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { apiErrorCode, useChangePasswordMutation } from '@kk/api-clients';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';
import { collectErrors, confirmationRule, newPasswordRule, required } from '../shared/rules';

/** Values of the change-password form. */
export interface ChangePasswordValues {
  /** The current password. */
  old_password?: string;
  /** The new password. */
  new_password?: string;
  /** The new password again. */
  confirm_password?: string;
}

/** Current password required; the new one longer than 5 characters; the confirmation equal to it (§5). */
export function validateChangePassword(values: ChangePasswordValues) {
  return collectErrors({
    old_password: required('validation:passwordRequired')(values.old_password),
    new_password: newPasswordRule(values.new_password),
    confirm_password: confirmationRule(values.confirm_password, values.new_password),
  });
}

/** The message of a failed change: a wrong current password is said so, anything else is generic. */
export function changePasswordErrorKey(error: unknown): TranslationKey {
  return apiErrorCode(error) === 'wrong_password'
    ? 'learning-auth:changePassword.wrongCurrent'
    : 'learning-auth:changePassword.failed';
}

/** What {@link useChangePassword} returns. */
export interface UseChangePasswordResult {
  /** The last submit changed the password (the confirmation shows). */
  changed: boolean;
  /** The form's `onSubmit`: on failure resolves with the message key as `submitError`. */
  submit: (values: ChangePasswordValues) => Promise<SubmissionErrors | undefined>;
}

/**
 * Change password (`changepassword`): sends the current password, the new one and its
 * confirmation. `changed` says the last submit succeeded; a failure resolves with the message key
 * (wrong current password, or generic) as the form's `submitError`.
 */
export function useChangePassword(): UseChangePasswordResult {
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);

  const submit = useCallback(
    async (values: ChangePasswordValues) => {
      setChanged(false);
      try {
        await changePassword({
          old_password: values.old_password ?? '',
          new_password: values.new_password ?? '',
          confirm_password: values.confirm_password ?? '',
        }).unwrap();
      } catch (error) {
        return submitError(changePasswordErrorKey(error));
      }
      setChanged(true);
      return undefined;
    },
    [changePassword],
  );

  return { changed, submit };
}
