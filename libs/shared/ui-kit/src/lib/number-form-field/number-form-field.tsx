import type { AccountFieldProps } from '../form-field/account-fields';
import { FormField } from '../form-field/form-field';
import { TextField } from '../text-field/text-field';

/** Props of NumberFormField. */
export type NumberFormFieldProps = AccountFieldProps<typeof TextField, 'inputMode' | 'controlDir'> & {
  /** Field name in the form values. */
  name: string;
  /** A decimal number (a coefficient, a price): the keypad offers the decimal separator. @default false */
  decimal?: boolean;
};

/**
 * A number typed in a form (a capacity, a quantity, a coefficient): the phone's digit keypad
 * (`inputMode` numeric, or decimal) and digits left to right in Arabic too. The value stays the
 * text typed; the form's validation says what is allowed.
 *
 * @example <NumberFormField name="coefficient" label={t('coefficient')} decimal required />
 */
export function NumberFormField({ decimal = false, ...props }: NumberFormFieldProps) {
  return <FormField component={TextField} inputMode={decimal ? 'decimal' : 'numeric'} controlDir="ltr" {...props} />;
}
