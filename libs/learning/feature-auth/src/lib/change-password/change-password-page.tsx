import { useId, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, useChangePasswordMutation } from '@kk/api-clients';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, FormField, Link, PasswordField } from '@kk/ui-kit';
import { useTranslatedValidate } from '../shared/form-fields';
import { collectErrors, confirmationRule, newPasswordRule, required } from '../shared/rules';
import { Aside, AuthCard, AuthColumn, ErrorLine, FormStack, SuccessLine, Title } from '../shared/auth-page.styles';

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
  const body = isApiError(error) ? error.data : undefined;
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
  return code === 'wrong_password'
    ? 'learning-auth:changePassword.wrongCurrent'
    : 'learning-auth:changePassword.failed';
}

/**
 * Change password (`/profil/mot-de-passe`, signed in): current password, new password and its
 * confirmation. On success the form is emptied and a confirmation shows; on failure the red line
 * says why and the fields keep their values.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('learning-auth');
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  const titleId = useId();
  const validate = useTranslatedValidate(validateChangePassword);

  const submit = async (values: ChangePasswordValues) => {
    setChanged(false);
    try {
      await changePassword({
        old_password: values.old_password ?? '',
        new_password: values.new_password ?? '',
        confirm_password: values.confirm_password ?? '',
      }).unwrap();
    } catch (error) {
      return { [FORM_ERROR]: changePasswordErrorKey(error) };
    }
    setChanged(true);
    return undefined;
  };

  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <Title id={titleId}>{t('changePassword.title')}</Title>
        <Form<ChangePasswordValues> onSubmit={submit} validate={validate}>
          {({ handleSubmit, submitting, submitError, form }) => (
            <FormStack
              onSubmit={async (event) => {
                const result = await handleSubmit(event);
                // Passwords do not stay on screen once saved.
                if (result === undefined && form.getState().submitSucceeded) form.restart();
              }}
              noValidate
            >
              {changed && <SuccessLine role="status">{t('changePassword.success')}</SuccessLine>}
              <FormField
                name="old_password"
                component={PasswordField}
                label={t('changePassword.current')}
                autoComplete="current-password"
                required
              />
              <FormField
                name="new_password"
                component={PasswordField}
                label={t('changePassword.new')}
                autoComplete="new-password"
                required
              />
              <FormField
                name="confirm_password"
                component={PasswordField}
                label={t('changePassword.confirm')}
                autoComplete="new-password"
                required
              />
              {typeof submitError === 'string' && (
                <ErrorLine role="alert">{t(submitError as TranslationKey)}</ErrorLine>
              )}
              <Button type="submit" loading={submitting} fullWidth>
                {t('changePassword.submit')}
              </Button>
            </FormStack>
          )}
        </Form>
      </AuthCard>
      <Aside>
        <Link as={RouterLink} to="/profil" variant="standalone">
          {t('changePassword.backToProfile')}
        </Link>
      </Aside>
    </AuthColumn>
  );
}
