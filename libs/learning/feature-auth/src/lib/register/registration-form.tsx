import { Form } from 'react-final-form';
import { PERSON_NAME_MAX_LENGTH, PREFERRED_PHONE_COUNTRY } from '@kk/domain';
import { useLanguage, useTranslation, type TranslationKey, useTranslatedValidate } from '@kk/i18n';
import { useStoredLevels, useStoredSubjects } from '@kk/session';
import {
  Button,
  Checkbox,
  EmailFormField,
  FormField,
  FormSubmitError,
  PasswordFormField,
  PersonNameFormField,
  PhoneFormField,
  Select,
  TextField,
} from '@kk/ui-kit';
import { CheckboxGroupItem } from '../shared/form-fields';
import { FieldGroup, FieldRow, FormStack, Legend } from '../shared/auth-page.styles';
import { validateRegistration, type RegistrationProfile, type RegistrationValues } from './registration-rules';
import type { UseRegistration } from './use-registration';

/**
 * The professor form starts with no subject ticked. One object for every render: final-form resets
 * the form whenever `initialValues` is a new object (by reference), which emptied the professor's
 * form after a refused submit or a language switch.
 */
const PROFESSOR_INITIAL_VALUES: Partial<RegistrationValues> = { subject_ids: [] };

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  /** Whose form it is. */
  profile: RegistrationProfile;
  /** Sends the registration (from `useRegistration`). */
  onSubmit: UseRegistration['submit'];
}

/**
 * The form of one profile: the common fields (names, e-mail, Moroccan phone, password and its
 * confirmation, terms) and the profile's own (student: level; parent: city; school: name, city,
 * address; professor: subjects taught). Messages show once a field is touched.
 */
export function RegistrationForm({ profile, onSubmit }: RegistrationFormProps) {
  const { t } = useTranslation('learning-auth');
  const { language } = useLanguage();
  const levels = useStoredLevels();
  const subjects = useStoredSubjects();
  const validate = useTranslatedValidate((values: RegistrationValues) => validateRegistration(profile, values));
  // The school's city (in the school's part) and the parent's (in their own): one field.
  const cityField = (
    <FormField
      name="city"
      component={TextField}
      label={t('register.fields.city')}
      autoComplete="address-level2"
      required
    />
  );
  return (
    <Form<RegistrationValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={profile === 'professor' ? PROFESSOR_INITIAL_VALUES : undefined}
    >
      {({ handleSubmit, submitting }) => (
        <FormStack onSubmit={handleSubmit} noValidate>
          {profile === 'school' && (
            <FieldGroup>
              <Legend>{t('register.schoolSection')}</Legend>
              <FormField
                name="school_name"
                component={TextField}
                label={t('register.fields.schoolName')}
                autoComplete="organization"
                required
              />
              <FormField
                name="address"
                component={TextField}
                label={t('register.fields.address')}
                autoComplete="street-address"
                required
              />
              {cityField}
            </FieldGroup>
          )}
          <FieldGroup>
            {profile === 'school' && <Legend>{t('register.adminSection')}</Legend>}
            <FieldRow>
              <PersonNameFormField
                name="first_name"
                part="given"
                label={t('register.fields.firstName')}
                maxLength={PERSON_NAME_MAX_LENGTH}
                required
              />
              <PersonNameFormField
                name="last_name"
                part="family"
                label={t('register.fields.lastName')}
                maxLength={PERSON_NAME_MAX_LENGTH}
                required
              />
            </FieldRow>
            {profile === 'child' && (
              <FormField
                name="level_id"
                component={Select}
                label={t('register.fields.level')}
                placeholder={t('register.fields.levelPlaceholder')}
                options={levels.map((level) => ({ value: String(level.level_id), label: level.name }))}
                required
              />
            )}
            {profile === 'parent' && cityField}
            <EmailFormField
              label={t('register.fields.email')}
              hint={profile === 'child' ? t('register.fields.emailHintChild') : undefined}
              required
            />
            <PhoneFormField
              label={t('register.fields.phone')}
              country={PREFERRED_PHONE_COUNTRY}
              hint={t('register.fields.phoneHint')}
              required
            />
            {profile === 'professor' && (
              <FieldGroup>
                <Legend>{t('register.fields.subjects')}</Legend>
                {subjects.map((subject, index) => (
                  <CheckboxGroupItem
                    key={subject.subject_id}
                    name="subject_ids"
                    value={String(subject.subject_id)}
                    label={language === 'ar' && subject.name_ar ? subject.name_ar : subject.name}
                    showError={index === subjects.length - 1}
                  />
                ))}
              </FieldGroup>
            )}
            <PasswordFormField
              label={t('register.fields.password')}
              purpose="new"
              hint={t('register.fields.passwordHint')}
              required
            />
            <PasswordFormField
              name="confirm_password"
              purpose="new"
              label={t('register.fields.confirmPassword')}
              required
            />
            <FormField name="terms" type="checkbox" component={Checkbox} label={t('register.fields.terms')} />
          </FieldGroup>
          <FormSubmitError format={(key: TranslationKey) => t(key)} />
          <Button type="submit" loading={submitting} fullWidth>
            {t('register.submit')}
          </Button>
        </FormStack>
      )}
    </Form>
  );
}
