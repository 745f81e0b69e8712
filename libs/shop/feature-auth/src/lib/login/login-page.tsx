import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { RedirectIfLoggedIn } from '@kk/session';
import { ShopPageHeader, SuccessPopup, translateErrors } from '@kk/shop-ui';
import { Button, ButtonLink, FormField, Logo, PasswordField, Spinner, TextField } from '@kk/ui-kit';
import { Actions, AltLine, AuthForm, AuthPage, Brand, ErrorLine } from '../auth-page.styles';
import { loginFailureText, toLoginPayload, validateLogin, type LoginValues } from './login-values';
import { useSignIn } from './use-sign-in';

/** The sign-in form and what follows it. */
function LoginContent() {
  const { t } = useTranslation('shop-auth');
  const { signIn, redirect } = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <AuthPage>
      <Brand>
        <Logo width={96} />
      </Brand>
      <ShopPageHeader title={t('login.title')} description={t('login.intro')} />
      <Form<LoginValues>
        initialValues={{ username: '', password: '' }}
        validate={(values) => translateErrors(validateLogin(values), (key) => t(key))}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await signIn(toLoginPayload(values));
          } catch (error) {
            // §8: the server's text in a red line, markers removed; the button comes back.
            setFailure(loginFailureText(error) ?? t('common:status.networkError'));
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <AuthForm noValidate onSubmit={handleSubmit} aria-label={t('login.title')}>
            <FormField
              name="username"
              component={TextField}
              label={t('login.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <FormField
              name="password"
              component={PasswordField}
              label={t('login.password')}
              autoComplete="current-password"
              required
            />
            {failure && <ErrorLine role="alert">{failure}</ErrorLine>}
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
          <ErrorLine role="alert">{t('login.pendingFailed')}</ErrorLine>
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

/**
 * `/connexion` (§2): username, password, sign-in button, a forgot-password link that does nothing
 * yet, and the create-account button to /register; no header. Messages of §5 once a field is
 * touched; a failed sign-in shows the server's message in a red line (markers removed) and the
 * button comes back (§8). After sign-in the redirect of §4 runs (next_url, admin, library,
 * pending school request → success popup, pending listing → /occasion, else home). A user already
 * signed in when opening the page goes home.
 */
export function LoginPage() {
  return (
    <RedirectIfLoggedIn>
      <LoginContent />
    </RedirectIfLoggedIn>
  );
}
