import { PREFERRED_PHONE_COUNTRY, type AddressFields, type CreateAddressPayload } from '@kk/domain';
import { toE164 } from '@kk/ui-kit';
import type { FormErrorKeys } from '../form-errors/form-errors';

/** Values of the address form: the address's fields (§3); the phone as typed (Morocco preferred). */
export type AddressFormValues = AddressFields;

/** An empty address form. */
export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  name: '',
  address1: '',
  address2: '',
  city: '',
  cp: '',
  phone_number: '',
};

/** Errors of the address form, as full translation keys. */
export type AddressFormErrors = FormErrorKeys<AddressFormValues>;

/** The rules of §5 for an address: the name is required, nothing else is. */
export function validateAddress(values: Partial<AddressFormValues>): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  return errors;
}

/**
 * The payload sent to the backend: trimmed texts, and the phone in international form when it
 * is a valid number (a number typed as `06 12 34 56 78` is sent as `+212612345678`).
 */
export function toAddressPayload(values: Partial<AddressFormValues>): CreateAddressPayload {
  const phone = values.phone_number?.trim() ?? '';
  return {
    name: values.name?.trim() ?? '',
    address1: values.address1?.trim() ?? '',
    address2: values.address2?.trim() ?? '',
    city: values.city?.trim() ?? '',
    cp: values.cp?.trim() ?? '',
    phone_number: phone ? (toE164(phone, PREFERRED_PHONE_COUNTRY) ?? phone) : '',
  };
}
