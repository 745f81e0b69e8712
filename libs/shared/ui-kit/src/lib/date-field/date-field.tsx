import type { ChangeEvent } from 'react';
import { CalendarIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { useControllableState } from '../utils/use-controllable-state';
import { maskDate } from './date';

/** Props of DateField. */
export interface DateFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'startAdornment' | 'maxLength'> {
  /** The date as DD/MM/YYYY text (controlled). Validate it with `isValidDate`. */
  value?: string;
  /** Initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the masked text on every change. */
  onChange?: (value: string) => void;
  /** Format reminder shown in the empty box, from the translations (e.g. 'JJ/MM/AAAA'). */
  placeholder?: string;
}

/**
 * Date typed as DD/MM/YYYY: digits only, slashes added as you type, numeric keypad on phones.
 * The box stays left to right in Arabic so the day stays first. Check the text with
 * `isValidDate(value)` and turn it into a Date with `parseDate(value)`.
 *
 * @example
 * <DateField label={t('edition')} placeholder="DD/MM/YYYY" value={edition} onChange={setEdition} />
 */
export function DateField({ value, defaultValue = '', onChange, ...rest }: DateFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  return (
    <TextField
      {...rest}
      uiName="date-field"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      controlDir="ltr"
      maxLength={10}
      value={current}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setCurrent(maskDate(event.target.value))}
      startAdornment={<CalendarIcon size="sm" />}
    />
  );
}
