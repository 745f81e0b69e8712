import { useId } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation, type TranslationKey, useTranslatedValidate } from '@kk/i18n';
import { Alert, Button, FormSubmitError, Link, PasswordFormField } from '@kk/ui-kit';
import { Aside, AuthCard, AuthColumn, FormStack } from '../shared/auth-page.styles';
import { AuthTitle } from '../shared/auth-title';
import { useChangePassword, validateChangePassword, type ChangePasswordValues } from './use-change-password';

export { changePasswordErrorKey, validateChangePassword, type ChangePasswordValues } from './use-change-password';

/**
 * Change password (`/profil/mot-de-passe`, signed in): current password, new password and its
 * confirmation. On success the form is emptied and a confirmation shows; on failure the danger alert
 * says why and the fields keep their values.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('learning-auth');
  const { changed, submit } = useChangePassword();
  const titleId = useId();
  const validate = useTranslatedValidate(validateChangePassword);

  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <AuthTitle id={titleId}>{t('changePassword.title')}</AuthTitle>
        <Form<ChangePasswordValues> onSubmit={submit} validate={validate}>
          {({ handleSubmit, submitting, form }) => (
            <FormStack
              onSubmit={async (event) => {
                const result = await handleSubmit(event);
                // Passwords do not stay on screen once saved.
                if (result === undefined && form.getState().submitSucceeded) form.restart();
              }}
              noValidate
            >
              {changed && <Alert tone="success">{t('changePassword.success')}</Alert>}
              <PasswordFormField name="old_password" label={t('changePassword.current')} required />
              <PasswordFormField name="new_password" purpose="new" label={t('changePassword.new')} required />
              <PasswordFormField name="confirm_password" purpose="new" label={t('changePassword.confirm')} required />
              <FormSubmitError format={(key: TranslationKey) => t(key)} />
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
