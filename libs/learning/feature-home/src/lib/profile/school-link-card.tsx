import { useId } from 'react';
import { Form } from 'react-final-form';
import { useTranslation, useTranslatedValidate, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  FormField,
  FormSubmitError,
  SectionCard,
  SectionNote,
  SectionTitle,
  TextField,
} from '@kk/ui-kit';
import { InlineForm } from '../shared/page.styles';
import { useSchoolLink, validateSchoolLink, type SchoolLinkValues } from './use-school-link';

/**
 * "Relier mon compte à mon école": the Massar code (a letter and 9 digits), sent with `link_std_sc`;
 * the server's refusals ('This Code Massar is invalid', 'Code Massar already exist') show translated
 * above the button, and the school linked shows once done (see {@link useSchoolLink}).
 */
export function SchoolLinkCard() {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  const { linked, linkedSchool, submit } = useSchoolLink();
  const validate = useTranslatedValidate(validateSchoolLink);

  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('profile.school.title')}</SectionTitle>
      <SectionNote>{t('profile.school.intro')}</SectionNote>
      {linked ? (
        <Alert tone="success" title={t('profile.school.linked')}>
          {linkedSchool && <bdi>{linkedSchool}</bdi>}
        </Alert>
      ) : (
        <Form<SchoolLinkValues> onSubmit={submit} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <>
              <InlineForm onSubmit={handleSubmit} noValidate>
                <FormField
                  name="code_massar"
                  component={TextField}
                  label={t('profile.school.code')}
                  hint={t('profile.school.hint')}
                  autoCapitalize="characters"
                  spellCheck={false}
                  autoComplete="off"
                  controlDir="ltr"
                  maxLength={20}
                  required
                />
                <Button type="submit" loading={submitting}>
                  {t('profile.school.submit')}
                </Button>
              </InlineForm>
              <FormSubmitError format={(key: TranslationKey) => t(key)} />
            </>
          )}
        </Form>
      )}
    </SectionCard>
  );
}
