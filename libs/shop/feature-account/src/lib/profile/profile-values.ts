import { PREFERRED_PHONE_COUNTRY, type ProfileUpdatePayload, type SessionUser } from '@kk/domain';
import { contactErrors, type ContactFieldNames, type FormErrorKeys } from '@kk/shop-ui';
import { toE164 } from '@kk/ui-kit';

/** Values of the profile form (§3 profile update fields, without the photo). */
export interface ProfileValues {
  /** First name. */
  first_name: string;
  /** Last name. */
  last_name: string;
  /** E-mail. */
  email: string;
  /** Phone (Morocco first). */
  phone_number: string;
}

/** The form's starting values: the signed-in user's contact details. */
export function profileValuesOf(user: SessionUser | null): ProfileValues {
  return {
    first_name: user?.profile.firstName || user?.firstName || '',
    last_name: user?.profile.lastName || user?.lastName || '',
    email: user?.profile.email ?? '',
    phone_number: user?.profile.phone_number ?? '',
  };
}

/** Where the profile form keeps the contact details (its fields and its rules). */
export const PROFILE_CONTACT_FIELDS: ContactFieldNames<ProfileValues> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone_number',
};

/** The profile rules of §5: names required, e-mail required and well formed, phone required and well formed. */
export function validateProfile(values: Partial<ProfileValues>): FormErrorKeys<ProfileValues> {
  return contactErrors<ProfileValues>(values, PROFILE_CONTACT_FIELDS);
}

/** The `profile_edit` payload: trimmed values, phone in international form when valid, the photo kept. */
export function toProfilePayload(values: ProfileValues, imageUrl: string | null): ProfileUpdatePayload {
  const phone = values.phone_number.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: toE164(phone, PREFERRED_PHONE_COUNTRY) ?? phone,
    image_url: imageUrl,
  };
}
