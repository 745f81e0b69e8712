import { useState } from 'react';
import { Form } from 'react-final-form';
import { PREFERRED_PHONE_COUNTRY } from '@kk/domain';
import { useTranslation, translateErrors } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { FieldPair } from '@kk/shop-ui';
import { Button, EmailFormField, PersonNameFormField, PhoneFormField } from '@kk/ui-kit';
import { FormActions, FormRoot } from './profile-page.styles';
import { profileValuesOf, validateProfile, type ProfileValues } from './profile-values';
import { useProfileUpdate } from './use-profile-update';

/** Props of ProfileForm. */
export interface ProfileFormProps {
  /** Called once the details are saved. */
  onSaved?: () => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
}

/**
 * The contact details form (§3 profile update): first name, last name, e-mail, phone, with the
 * §5 rules once a field is touched. Save is busy while sending; a failure only gives the form
 * back with what was typed (§8).
 */
export function ProfileForm({ onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation('shop-account');
  const user = useAppSelector(selectSessionUser);
  const { saveDetails } = useProfileUpdate();
  // Read once: the form keeps what the user types even if the stored user changes meanwhile.
  const [initialValues] = useState<ProfileValues>(() => profileValuesOf(user));

  return (
    <Form<ProfileValues>
      initialValues={initialValues}
      validate={(values) => translateErrors(validateProfile(values), (key) => t(key))}
      onSubmit={async (values) => {
        if (await saveDetails(values)) onSaved?.();
      }}
      render={({ handleSubmit, submitting }) => (
        <FormRoot noValidate onSubmit={handleSubmit} aria-label={t('contact.title')}>
          <FieldPair>
            <PersonNameFormField name="first_name" part="given" label={t('contact.firstName')} required />
            <PersonNameFormField name="last_name" part="family" label={t('contact.lastName')} required />
          </FieldPair>
          <EmailFormField label={t('contact.email')} required />
          <PhoneFormField label={t('contact.phone')} country={PREFERRED_PHONE_COUNTRY} required />
          <FormActions>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              {t('common:actions.save')}
            </Button>
          </FormActions>
        </FormRoot>
      )}
    />
  );
}
