import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation, translateErrors } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { ContactFields } from '@kk/shop-ui';
import { Button } from '@kk/ui-kit';
import { FormActions, FormRoot } from './profile-page.styles';
import { PROFILE_CONTACT_FIELDS, profileValuesOf, validateProfile, type ProfileValues } from './profile-values';
import { useProfileUpdate } from './use-profile-update';

/** Props of ProfileForm. */
export interface ProfileFormProps {
  /** Called once the details are saved. */
  onSaved?: () => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
}

/**
 * The contact details form (§3 profile update): first name, last name, e-mail, phone (the shop's
 * `ContactFields`), with the §5 rules once a field is touched. Save is busy while sending; a failure only gives the form
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
          <ContactFields fields={PROFILE_CONTACT_FIELDS} />
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
