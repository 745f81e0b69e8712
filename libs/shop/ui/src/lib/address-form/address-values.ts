import { PREFERRED_PHONE_COUNTRY, type AddressFields, type CreateAddressPayload } from '@kk/domain';
import { toE164 } from '@kk/ui-kit';
import type { FormErrorKeys } from '../form-errors/form-errors';
import { phoneError } from '../phone/phone';

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

/**
 * The rules of §5 for an address: the name is required, nothing else is; an address for a delivery
 * (`forDelivery`, the checkout) also needs its street (Adresse) and its city. A phone, when given,
 * must be one (Moroccan 05/06/07 with or without +212, or international).
 */
export function validateAddress(values: Partial<AddressFormValues>, forDelivery = false): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (forDelivery && !values.address1?.trim()) errors.address1 = 'validation:streetRequired';
  if (forDelivery && !values.city?.trim()) errors.city = 'validation:cityRequired';
  const phone = phoneError(values.phone_number);
  if (phone) errors.phone_number = phone;
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
