import { fieldAria, useFieldIds, type FieldBaseProps, type FieldProps } from './field';

/** The props a labelled native control shares with its {@link Field} (TextField, TextArea). */
export interface FieldControlProps extends FieldBaseProps {
  /** The control's id (one is made when not given). */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Further ids describing the control, after its hint and error. */
  'aria-describedby'?: string;
}

/** What {@link useFieldControl} returns. */
export interface FieldControl<Rest> {
  /** The {@link Field}'s props but its `name` and children: ids, label, hint, error, required mark. */
  field: Omit<FieldProps, 'name' | 'children'>;
  /** The native control's own attributes: its id, `required`, `disabled`, and the hint and error it announces. */
  control: {
    id: string;
    required?: boolean;
    disabled?: boolean;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
  /** The caller's other props, for the native control. */
  rest: Rest;
}

/**
 * Splits a labelled control's props between its {@link Field} frame (label, hint, error) and the
 * native control inside it, tied together by the same ids.
 *
 * @example
 * const { field, control, rest } = useFieldControl(props);
 * return <Field {...field} name="text-area"><textarea {...control} {...rest} /></Field>;
 */
export function useFieldControl<P extends FieldControlProps>(props: P): FieldControl<Omit<P, keyof FieldControlProps>> {
  const { label, hideLabel, hint, error, id, required, disabled, 'aria-describedby': describedBy, ...rest } = props;
  const ids = useFieldIds(id);
  return {
    field: { ids, label, hideLabel, hint, error, required },
    control: { id: ids.inputId, required, disabled, ...fieldAria(ids, { hint, error }, describedBy) },
    rest,
  };
}
