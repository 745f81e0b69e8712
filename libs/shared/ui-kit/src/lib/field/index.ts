export { Field, useFieldIds, fieldAria, type FieldProps, type FieldBaseProps, type FieldIds } from './field';
