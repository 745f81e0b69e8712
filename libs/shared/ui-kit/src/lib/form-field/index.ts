export { FormField, type FormFieldProps, type FormControlProps } from './form-field';
export { getFieldError, type FieldErrorMeta } from './field-error';
export { FormSubmitError, submitError, type FormSubmitErrorProps } from './form-submit-error';
export {
  EmailFormField,
  UsernameFormField,
  PasswordFormField,
  PersonNameFormField,
  type PasswordFormFieldProps,
  type PersonNameFormFieldProps,
} from './account-fields';
