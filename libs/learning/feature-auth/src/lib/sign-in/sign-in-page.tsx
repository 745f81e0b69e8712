import { useId } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { LEARNING_LOGIN_MESSAGE_KEYS } from '@kk/domain';
import { useTranslation, useTranslatedValidate } from '@kk/i18n';
import { Button, FormSubmitError, Link, PasswordFormField, UsernameFormField } from '@kk/ui-kit';
import { Aside, AuthCard, AuthColumn, FormStack, Intro } from '../shared/auth-page.styles';
import { AuthTitle } from '../shared/auth-title';
import { useSignIn, validateSignIn, type SignInFailure, type SignInValues } from './use-sign-in';

/**
 * Sign in (`/connexion`): username and password (§5: both required), the §8 message of a failed
 * login in a danger alert (the button comes back and nothing typed is lost; 'Votre abonnement a
 * expiré' links to `/abonnement`, how to renew), links to the forgotten
 * password and to registration. A user already signed in never sees it (`RedirectIfLoggedIn`).
 */
export function SignInPage() {
  const { t } = useTranslation('learning-auth');
  const signIn = useSignIn();
  const titleId = useId();
  const validate = useTranslatedValidate(validateSignIn);
  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <AuthTitle id={titleId}>{t('signIn.title')}</AuthTitle>
        <Intro>{t('signIn.intro')}</Intro>
        <Form<SignInValues> onSubmit={signIn} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <FormStack onSubmit={handleSubmit} noValidate>
              <UsernameFormField label={t('signIn.username')} required />
              <PasswordFormField label={t('signIn.password')} required />
              <Link as={RouterLink} to="/mot-de-passe-oublie" variant="standalone">
                {t('signIn.forgotPassword')}
              </Link>
              <FormSubmitError
                format={(failure: SignInFailure) =>
                  failure.key === LEARNING_LOGIN_MESSAGE_KEYS.no_subscription ? (
                    <>
                      {t(failure.key)}{' '}
                      <Link as={RouterLink} to="/abonnement">
                        {t('signIn.renewSubscription')}
                      </Link>
                    </>
                  ) : (
                    t(failure.key, failure.values)
                  )
                }
              />
              <Button type="submit" loading={submitting} fullWidth>
                {t('signIn.submit')}
              </Button>
            </FormStack>
          )}
        </Form>
      </AuthCard>
      <Aside>
        <span>{t('signIn.noAccount')}</span>
        <Link as={RouterLink} to="/inscription" variant="standalone">
          {t('signIn.createAccount')}
        </Link>
      </Aside>
    </AuthColumn>
  );
}
