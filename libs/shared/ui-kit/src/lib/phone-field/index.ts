export { PhoneField, type PhoneFieldProps } from './phone-field';
export { isValidPhone, formatPhone, toE164, DEFAULT_PHONE_COUNTRY, type CountryCode } from './phone';
export { PhoneFormField } from './phone-form-field';
