import { useId } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation, type TranslationKey, useTranslatedValidate } from '@kk/i18n';
import { Alert, Button, EmailFormField, FormSubmitError, Link } from '@kk/ui-kit';
import { Aside, AuthCard, AuthColumn, FormStack, Intro } from '../shared/auth-page.styles';
import { AuthTitle } from '../shared/auth-title';
import { useForgotPassword, validateForgot, type ForgotValues } from './use-forgot-password';

export { forgotPasswordErrorKey } from './use-forgot-password';

/**
 * Forgot password (`/mot-de-passe-oublie`): the account's e-mail (required, well formed); the
 * backend sends the reset message. A confirmation replaces the form; failures show in a danger alert.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('learning-auth');
  const { sentTo, submit } = useForgotPassword();
  const titleId = useId();
  const validate = useTranslatedValidate(validateForgot);

  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <AuthTitle id={titleId}>{t('forgot.title')}</AuthTitle>
        {sentTo ? (
          <Alert tone="success">{t('forgot.sent', { email: sentTo })}</Alert>
        ) : (
          <>
            <Intro>{t('forgot.intro')}</Intro>
            <Form<ForgotValues> onSubmit={submit} validate={validate}>
              {({ handleSubmit, submitting }) => (
                <FormStack onSubmit={handleSubmit} noValidate>
                  <EmailFormField label={t('forgot.email')} required />
                  <FormSubmitError format={(key: TranslationKey) => t(key)} />
                  <Button type="submit" loading={submitting} fullWidth>
                    {t('forgot.submit')}
                  </Button>
                </FormStack>
              )}
            </Form>
          </>
        )}
      </AuthCard>
      <Aside>
        <Link as={RouterLink} to="/connexion" variant="standalone">
          {t('forgot.backToSignIn')}
        </Link>
      </Aside>
    </AuthColumn>
  );
}
