export { FormField, type FormFieldProps, type FormControlProps } from './form-field';
export { getFieldError, type FieldErrorMeta } from './field-error';
