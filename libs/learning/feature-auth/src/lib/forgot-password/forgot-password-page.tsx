import { useId, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, useForgotPasswordMutation } from '@kk/api-clients';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, FormField, Link, TextField } from '@kk/ui-kit';
import { useTranslatedValidate } from '../shared/form-fields';
import { emailRule } from '../shared/email-rule';
import { collectErrors } from '../shared/rules';
import {
  Aside,
  AuthCard,
  AuthColumn,
  ErrorLine,
  FormStack,
  Intro,
  SuccessLine,
  Title,
} from '../shared/auth-page.styles';

/** Values of the forgot-password form. */
interface ForgotValues {
  email?: string;
}

/** The backend's `error` for an e-mail no account uses (§8 dictionary: 'No result found'). */
const NO_RESULT_ERROR = 'No result found';

/** The message of a failed request: an unknown e-mail is 'No result found' (§8 dictionary). */
export function forgotPasswordErrorKey(error: unknown): TranslationKey {
  const body = isApiError(error) ? error.data : undefined;
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
  return code === NO_RESULT_ERROR ? 'errors:noResult' : 'learning-auth:forgot.failed';
}

/**
 * Forgot password (`/mot-de-passe-oublie`): the account's e-mail (required, well formed); the
 * backend sends the reset message. A confirmation replaces the form; failures show in a red line.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('learning-auth');
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const titleId = useId();
  const validate = useTranslatedValidate((values: ForgotValues) => collectErrors({ email: emailRule(values.email) }));

  const submit = async ({ email }: ForgotValues) => {
    const address = (email ?? '').trim();
    try {
      await forgotPassword({ email: address }).unwrap();
    } catch (error) {
      return { [FORM_ERROR]: forgotPasswordErrorKey(error) };
    }
    setSentTo(address);
    return undefined;
  };

  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <Title id={titleId}>{t('forgot.title')}</Title>
        {sentTo ? (
          <SuccessLine role="status">{t('forgot.sent', { email: sentTo })}</SuccessLine>
        ) : (
          <>
            <Intro>{t('forgot.intro')}</Intro>
            <Form<ForgotValues> onSubmit={submit} validate={validate}>
              {({ handleSubmit, submitting, submitError }) => (
                <FormStack onSubmit={handleSubmit} noValidate>
                  <FormField
                    name="email"
                    component={TextField}
                    type="email"
                    label={t('forgot.email')}
                    autoComplete="email"
                    required
                  />
                  {typeof submitError === 'string' && (
                    <ErrorLine role="alert">{t(submitError as TranslationKey)}</ErrorLine>
                  )}
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
