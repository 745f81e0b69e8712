import { FormField } from '../form-field/form-field';
import type { AccountFieldProps } from '../form-field/account-fields';
import { PhoneField } from './phone-field';

/**
 * A phone number in a form (the kit's PhoneField, Morocco by default): the account field preset of
 * `form-field/account-fields.tsx`, kept beside the phone field so that a form without a phone (the
 * sign-in) never loads the phone library.
 *
 * @example <PhoneFormField label={t('phone')} country={PREFERRED_PHONE_COUNTRY} required />
 */
export function PhoneFormField({ name = 'phone_number', ...props }: AccountFieldProps<typeof PhoneField, never>) {
  return <FormField name={name} component={PhoneField} {...props} />;
}
