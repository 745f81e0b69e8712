import type { ComponentType } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { getFieldError } from './field-error';

/**
 * What a control should accept to be used with FormField: the kit's fields all do. `onChange` may
 * take a change event (TextField, Select, Checkbox…) or the new value (PhoneField, DateField,
 * QuantityStepper, RadioGroup, RatingStars, ImageUploader): react-final-form accepts both.
 */
export interface FormControlProps {
  /** Field name. */
  name?: string;
  /** Error message to show. */
  error?: string;
  /** Change handler (event or value). */
  onChange?: (...args: never[]) => void;
  /** Blur handler: marks the field touched. */
  onBlur?: (...args: never[]) => void;
}

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Props the adapter gives the control itself; the caller cannot pass them. */
type ProvidedProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'checked';

/** Props of FormField. */
export type FormFieldProps<C extends ComponentType<never>> = {
  /** Field name in the form values (dots for nesting: `address.city`). */
  name: string;
  /** The kit control to render (TextField, PasswordField, Select, Checkbox…). */
  component: C;
  /** Validates the value; returns the error message or undefined. */
  validate?: UseFieldConfig['validate'];
  /** Turns the input's value into the form value (e.g. a string into a number). */
  parse?: UseFieldConfig['parse'];
  /** Turns the form value into the input's value. */
  format?: UseFieldConfig['format'];
  /** Value of the field before the user changes it, when the form has none. */
  initialValue?: unknown;
} & Omit<PropsOf<C>, ProvidedProps>;

/**
 * Connects a kit control to react-final-form: value, change, blur, and the error message, shown
 * only once the field is touched (so `aria-invalid` and `aria-describedby` follow the same rule).
 *
 * @example
 * <FormField name="email" component={TextField} label={t('email')} type="email" validate={emailRule} />
 * <FormField name="phone_number" component={PhoneField} label={t('phone')} validate={phoneRule} />
 * <FormField name="terms" type="checkbox" component={Checkbox} label={t('acceptTerms')} />
 *
 * `type="checkbox"` makes the adapter pass `checked` instead of `value`.
 */
export function FormField<C extends ComponentType<never>>({
  name,
  component: Component,
  validate,
  parse,
  format,
  initialValue,
  ...rest
}: FormFieldProps<C>) {
  // `type` belongs to the control (`email`, `checkbox`…); react-final-form needs it too, for checkboxes.
  const type = (rest as { type?: string }).type;
  const { input, meta } = useField(name, {
    validate,
    type,
    parse,
    format,
    initialValue,
    subscription: { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const { type: _inputType, ...inputProps } = input;
  const props: Record<string, unknown> = {
    ...rest,
    ...inputProps,
    ...(type === 'checkbox' ? { checked: Boolean(input.checked) } : {}),
    error: getFieldError(meta),
  };
  // The props were checked against C's at the call site (FormFieldProps<C>); here they are merged.
  const Control = Component as ComponentType<Record<string, unknown>>;
  return <Control {...props} />;
}
