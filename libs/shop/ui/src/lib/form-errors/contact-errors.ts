import { phoneError } from '../phone';
import type { FormErrorKeys } from './form-errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where a form keeps the contact details: its field for each (`first_name` or `fname`...). */
export interface ContactFieldNames<Values> {
  firstName: keyof Values & string;
  lastName: keyof Values & string;
  email: keyof Values & string;
  phone: keyof Values & string;
}

/**
 * The contact rules of §5 (registration, profile): first and last names required, e-mail required
 * and well formed, phone required and a phone number (`phoneError`). Only the fields in error are
 * keyed.
 *
 * @example
 * contactErrors(values, { firstName: 'fname', lastName: 'lname', email: 'email', phone: 'phone_number' })
 */
export function contactErrors<Values>(
  values: Partial<Record<keyof Values, unknown>>,
  fields: ContactFieldNames<Values>,
): FormErrorKeys<Values> {
  const text = (field: keyof Values & string) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const errors: FormErrorKeys<Values> = {};
  if (!text(fields.firstName)) errors[fields.firstName] = 'validation:firstNameRequired';
  if (!text(fields.lastName)) errors[fields.lastName] = 'validation:lastNameRequired';
  const email = text(fields.email);
  if (!email) errors[fields.email] = 'validation:emailRequired';
  else if (!EMAIL.test(email)) errors[fields.email] = 'validation:emailFormat';
  const phone = text(fields.phone);
  if (!phone) errors[fields.phone] = 'validation:phoneRequired';
  else {
    const wrong = phoneError(phone);
    if (wrong) errors[fields.phone] = wrong;
  }
  return errors;
}
