import {
  PASSWORD_MIN_LENGTH,
  PREFERRED_PHONE_COUNTRY,
  toRegistrationPayload,
  type RegistrationPayload,
} from '@kk/domain';
import { contactErrors, type ContactFieldNames, type FormErrorKeys } from '@kk/shop-ui';
import { toE164 } from '@kk/ui-kit';

/** Values of the registration form, with the shop's field names (§3). */
export interface RegisterValues {
  /** First name. */
  fname: string;
  /** Last name. */
  lname: string;
  /** E-mail. */
  email: string;
  /** Phone (Morocco first). */
  phone_number: string;
  /** Password: more than 5 characters. */
  password: string;
  /** The password again. */
  confirm_password: string;
}

/** The empty form. */
export const EMPTY_REGISTER_VALUES: RegisterValues = {
  fname: '',
  lname: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
};

/** Where the registration form keeps the contact details (its fields and its rules). */
export const REGISTER_CONTACT_FIELDS: ContactFieldNames<RegisterValues> = {
  firstName: 'fname',
  lastName: 'lname',
  email: 'email',
  phone: 'phone_number',
};

/**
 * The registration rules of §5: names required; e-mail required and well formed; phone
 * required and a phone number (Moroccan 05/06/07, with or without +212, or international); password required and longer than 5 characters; confirmation required and equal.
 */
export function validateRegister(values: Partial<RegisterValues>): FormErrorKeys<RegisterValues> {
  const errors = contactErrors<RegisterValues>(values, REGISTER_CONTACT_FIELDS);
  const password = values.password ?? '';
  if (!password) errors.password = 'validation:passwordRequired';
  else if (password.length <= PASSWORD_MIN_LENGTH) errors.password = 'validation:passwordMinLength';
  if (!values.confirm_password) errors.confirm_password = 'validation:confirmPasswordRequired';
  else if (values.confirm_password !== password) errors.confirm_password = 'validation:passwordsMustMatch';
  return errors;
}

/** The registration payload (§3): trimmed names and e-mail, phone in international form when valid. */
export function toRegisterPayload(values: RegisterValues, imageUrl: string | null): RegistrationPayload {
  const phone = values.phone_number.trim();
  return toRegistrationPayload({
    fname: values.fname.trim(),
    lname: values.lname.trim(),
    email: values.email.trim(),
    phone_number: toE164(phone, PREFERRED_PHONE_COUNTRY) ?? phone,
    password: values.password,
    confirm_password: values.confirm_password,
    image_url: imageUrl,
  });
}
