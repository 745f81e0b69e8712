export {
  CheckboxList,
  CheckboxListField,
  type CheckboxListProps,
  type CheckboxListFieldProps,
  type CheckboxListFieldGroup,
  type CheckboxListOption,
} from './checkbox-list';
