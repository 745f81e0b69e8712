export { AddressForm, type AddressFormProps } from './address-form';
export {
  EMPTY_ADDRESS_VALUES,
  toAddressPayload,
  validateAddress,
  type AddressFormErrors,
  type AddressFormValues,
} from './address-values';
