import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorCause } from '@kk/api-clients';
import { ERROR_CAUSE_KEYS, useTranslation, translateErrors } from '@kk/i18n';
import { SuccessPopup } from '@kk/shop-ui';
import {
  Alert,
  Button,
  ButtonLink,
  FormSubmitError,
  Logo,
  PageHeader,
  PasswordFormField,
  Spinner,
  submitError,
  UsernameFormField,
} from '@kk/ui-kit';
import { Actions, AltLine, AuthForm, AuthPage, Brand } from '../auth-page.styles';
import { loginFailureText, toLoginPayload, validateLogin, type LoginValues } from './login-values';
import { useSignIn } from './use-sign-in';

/**
 * `/connexion` (§2): username, password, sign-in button, a forgot-password link that does nothing
 * yet, and the create-account button to /register; no header. Messages of §5 once a field is
 * touched; a failed sign-in shows the server's message in a danger alert (markers removed) and the
 * button comes back (§8). After sign-in the redirect of §4 runs (next_url, admin, library,
 * pending school request → success popup, pending listing → /occasion, else home). A user already
 * signed in when opening the page goes home: the route's `RedirectIfLoggedIn` (apps/shop routes).
 */
export function LoginPage() {
  const { t } = useTranslation('shop-auth');
  const { signIn, redirect } = useSignIn();

  return (
    <AuthPage>
      <Brand>
        <Logo width={96} />
      </Brand>
      <PageHeader title={t('login.title')} description={t('login.intro')} />
      <Form<LoginValues>
        initialValues={{ username: '', password: '' }}
        validate={(values) => translateErrors(validateLogin(values), (key) => t(key))}
        onSubmit={async (values) => {
          try {
            await signIn(toLoginPayload(values));
          } catch (error) {
            // §8: the server's text in a red box, markers removed; the button comes back. Without a
            // text of its own (no answer, a 5xx, an unreadable answer), the cause in the user's words.
            return submitError(
              loginFailureText(error) ??
                `${t('common:status.signInFailed')} ${t(ERROR_CAUSE_KEYS[apiErrorCause(error)])}`,
            );
          }
          return undefined;
        }}
        render={({ handleSubmit, submitting }) => (
          <AuthForm noValidate onSubmit={handleSubmit} aria-label={t('login.title')}>
            <UsernameFormField label={t('login.username')} required />
            <PasswordFormField label={t('login.password')} required />
            <FormSubmitError />
            <Actions>
              <Button type="submit" fullWidth loading={submitting || redirect.status === 'submitting'}>
                {t('common:actions.login')}
              </Button>
              {/* §2: the forgot-password link is there and does nothing yet. */}
              <Button variant="ghost" size="sm">
                {t('login.forgot')}
              </Button>
            </Actions>
          </AuthForm>
        )}
      />
      {redirect.status === 'submitting' && <Spinner label={t('login.sending')} />}
      {redirect.status === 'failed' && (
        <>
          <Alert tone="danger">{t('login.pendingFailed')}</Alert>
          <ButtonLink as={RouterLink} to="/" variant="secondary" fullWidth>
            {t('common:actions.continue')}
          </ButtonLink>
        </>
      )}
      <AltLine>
        <span>{t('login.noAccount')}</span>
        <ButtonLink as={RouterLink} to="/register" variant="secondary">
          {t('common:actions.register')}
        </ButtonLink>
      </AltLine>
      {/* §4: a pending unlisted-school request was sent right after sign-in. */}
      <SuccessPopup open={redirect.status === 'school-submitted'} kind="school" />
    </AuthPage>
  );
}
