import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from '../field/field';
import { ChevronDownIcon } from '../icons/icons';
import { Chevron, NativeSelect, SelectBox } from './select.styles';

/** One choice of a Select. */
export interface SelectOption {
  /** Value submitted with the form. */
  value: string;
  /** Text shown to the user. */
  label: string;
  /** Not selectable. @default false */
  disabled?: boolean;
}

/** Props of Select. */
export interface SelectProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple'> {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /**
   * Text of an empty first option shown while nothing is chosen (e.g. 'Choisir un niveau').
   * Without it, the first option is selected by default.
   */
  placeholder?: string;
  /** Ref to the native select. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Drop-down choice built on the native `<select>`, so phones show their own picker and every
 * keyboard and screen reader already knows how to use it.
 *
 * @example
 * <Select label={t('level')} options={levels.map((l) => ({ value: String(l.level_id), label: l.name }))} />
 */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  id,
  options,
  placeholder,
  required,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} name="select">
      <SelectBox $invalid={Boolean(error)} $disabled={disabled} data-ui="select-box">
        <NativeSelect
          ref={ref}
          id={ids.inputId}
          required={required}
          disabled={disabled}
          data-ui="select-input"
          {...fieldAria(ids, { hint, error }, describedBy)}
          {...(placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
            ? { defaultValue: '' }
            : {})}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron data-ui="select-chevron">
          <ChevronDownIcon size="sm" />
        </Chevron>
      </SelectBox>
    </Field>
  );
}
