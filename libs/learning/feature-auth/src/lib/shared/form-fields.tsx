import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { Checkbox, getFieldError } from '@kk/ui-kit';

/** Props of {@link CheckboxGroupItem}. */
export interface CheckboxGroupItemProps {
  /** Form field name: the field holds the list of checked values. */
  name: string;
  /** This box's value in the list. */
  value: string;
  /** Label next to the box. */
  label: ReactNode;
  /** Show the field's error under this box (the last box of a group carries it). @default false */
  showError?: boolean;
}

/**
 * One box of a checkbox group (the professor's subjects): `FormField` binds a checkbox to a
 * boolean, this binds it to one value of a list.
 */
export function CheckboxGroupItem({ name, value, label, showError = false }: CheckboxGroupItemProps) {
  return (
    <Field<string> name={name} type="checkbox" value={value}>
      {({ input, meta }) => (
        <Checkbox
          name={input.name}
          value={input.value}
          checked={input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          error={showError ? getFieldError(meta) : undefined}
        />
      )}
    </Field>
  );
}
