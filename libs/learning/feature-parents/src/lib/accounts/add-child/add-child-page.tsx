import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import { BackLink, Button, FormField, FormSubmitError, Page, SectionCard, TextField } from '@kk/ui-kit';
import { AccountForm } from '../shared/account-form.styles';
import { ChildFields } from '../shared/child-fields';
import { validateChildForm, type ChildFormValues } from '../shared/child-form';
import { CredentialsCard } from './credentials-card';
import { useAddChild } from './use-add-child';

/** The password the child will sign in with, and its confirmation (§5). */
const PASSWORD_FIELDS = [
  { name: 'password', label: 'form.password', hint: 'form.passwordHint' },
  { name: 'confirm_password', label: 'form.confirmPassword', hint: null },
] as const;

const validateRegistration = (values: ChildFormValues) => validateChildForm(values, true);

/**
 * `/parent/enfants/nouveau`, "Ajouter un enfant": the child's names, date of birth, gender, level
 * and password (with its confirmation), sent with `child_register`; then the child's own username
 * and password, shown once ({@link CredentialsCard}). Texts: `learning-children:add.*`, `form.*`.
 */
export function AddChildPage() {
  const { t } = useTranslation('learning-children');
  const { submit, credentials } = useAddChild();
  const validate = useTranslatedValidate(validateRegistration);

  return (
    <Page title={t('add.title')} description={credentials ? undefined : t('add.description')}>
      {credentials ? (
        <CredentialsCard credentials={credentials} />
      ) : (
        <>
          <BackLink as={RouterLink} to="/parent/enfants">
            {t('add.back')}
          </BackLink>
          <SectionCard as="div">
            <Form<ChildFormValues> onSubmit={submit} validate={validate}>
              {({ handleSubmit, submitting }) => (
                <AccountForm onSubmit={handleSubmit} noValidate aria-label={t('add.title')}>
                  <ChildFields />
                  {/* A plain box, not the sign-in's PasswordField: sharing it would split a chunk off the
                      visitors' first load. The parent sees the password again on the credentials card. */}
                  {PASSWORD_FIELDS.map(({ name, label, hint }) => (
                    <FormField
                      key={name}
                      name={name}
                      component={TextField}
                      type="password"
                      autoComplete="new-password"
                      label={t(label)}
                      hint={hint ? t(hint) : undefined}
                      required
                    />
                  ))}
                  <FormSubmitError format={(key: TranslationKey) => t(key)} />
                  <Button type="submit" loading={submitting} fullWidth>
                    {t('add.submit')}
                  </Button>
                </AccountForm>
              )}
            </Form>
          </SectionCard>
        </>
      )}
    </Page>
  );
}
