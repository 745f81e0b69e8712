import type { ChangeEvent, FocusEvent } from 'react';
import { PhoneIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { useControllableState } from '../utils/use-controllable-state';
import { DEFAULT_PHONE_COUNTRY, formatPhone, type CountryCode } from './phone';

/** Props of PhoneField. */
export interface PhoneFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'startAdornment'> {
  /** The number as typed (controlled). */
  value?: string;
  /** Initial number when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change, and with the formatted number on blur. */
  onChange?: (value: string) => void;
  /**
   * Country of numbers typed without an international prefix. Forms pass the product's
   * `PREFERRED_PHONE_COUNTRY` (Morocco, §9).
   * @default 'MA'
   */
  country?: CountryCode;
  /**
   * On blur, rewrites a valid number in its display format (`06 12 34 56 78`).
   * @default true
   */
  formatOnBlur?: boolean;
}

/**
 * Phone number input, Morocco first: a number typed without `+` is read as Moroccan. Validate it in
 * the form with `isValidPhone(value)`; send `toE164(value)` to the API when it needs a full number.
 * The box stays left to right in Arabic, as phone numbers are written.
 *
 * @example
 * <PhoneField label={t('phone')} value={phone} onChange={setPhone} error={touched ? error : undefined} />
 */
export function PhoneField({
  value,
  defaultValue = '',
  onChange,
  country = DEFAULT_PHONE_COUNTRY,
  formatOnBlur = true,
  onBlur,
  ...rest
}: PhoneFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (formatOnBlur) {
      const formatted = formatPhone(current, country);
      if (formatted !== current) {
        setCurrent(formatted);
      }
    }
    onBlur?.(event);
  };

  return (
    <TextField
      autoComplete="tel"
      {...rest}
      uiName="phone-field"
      type="tel"
      inputMode="tel"
      controlDir="ltr"
      value={current}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setCurrent(event.target.value)}
      onBlur={handleBlur}
      startAdornment={<PhoneIcon size="sm" />}
    />
  );
}
