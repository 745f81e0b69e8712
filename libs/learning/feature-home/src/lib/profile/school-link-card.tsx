import { useId } from 'react';
import { useTranslation, useTranslatedValidate } from '@kk/i18n';
import { Alert, FormField, SectionCard, SectionNote, SectionTitle, TextField } from '@kk/ui-kit';
import { OneFieldForm } from '../shared/one-field-form';
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
        <OneFieldForm<SchoolLinkValues> onSubmit={submit} validate={validate} submitLabel={t('profile.school.submit')}>
          <FormField
            name="code_massar"
            component={TextField}
            label={t('profile.school.code')}
            required
            hint={t('profile.school.hint')}
            // A Latin letter and digits: typed left to right even on an Arabic page.
            controlDir="ltr"
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
          />
        </OneFieldForm>
      )}
    </SectionCard>
  );
}
