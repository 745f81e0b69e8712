export { NumberFormField, type NumberFormFieldProps } from './number-form-field';
