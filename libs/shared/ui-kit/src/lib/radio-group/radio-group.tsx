import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { ChoiceInput } from '../field/choice.styles';
import { joinIds } from '../utils/ids';
import { useControllableState } from '../utils/use-controllable-state';
import {
  Circle,
  Fieldset,
  GroupError,
  GroupHint,
  Legend,
  OptionHint,
  OptionLabel,
  Options,
  OptionText,
} from './radio-group.styles';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** Value given to onChange. */
  value: string;
  /** Text of the choice. */
  label: string;
  /** Secondary text under the label. */
  hint?: string;
  /** Not selectable. @default false */
  disabled?: boolean;
}

/** Props of RadioGroup. */
export interface RadioGroupProps {
  /** Question the choices answer (the group's accessible name), e.g. 'Mode de paiement'. */
  legend: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initially selected value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** Called when focus leaves a radio (form adapters mark the field touched). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name shared by the radios. Generated when not given. */
  name?: string;
  /** Help text under the choices. */
  hint?: string;
  /** Error message; marks the group invalid. */
  error?: string;
  /** The user must choose one. @default false */
  required?: boolean;
  /** Disables every choice. @default false */
  disabled?: boolean;
  /**
   * Layout of the choices.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * `tile` draws each choice as a bordered tile (payment modes, address list).
   * @default 'default'
   */
  variant?: 'default' | 'tile';
}

/**
 * One choice among a few, built on native radios: Tab enters the group on the selected choice,
 * arrow keys move between choices and select them (in both directions and in RTL).
 *
 * @example
 * <RadioGroup legend={t('paymentMode')} options={modes} value={mode} onChange={setMode} variant="tile" />
 */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
  variant = 'default',
}: RadioGroupProps) {
  const baseId = useId();
  const groupName = name ?? `${baseId}-radio`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [selected, setSelected] = useControllableState<string | undefined>(value, defaultValue, (next) => {
    if (next !== undefined) {
      onChange?.(next);
    }
  });

  return (
    <Fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={joinIds(hint && hintId, error && errorId)}
      disabled={disabled}
      data-ui="radio-group-root"
    >
      <Legend data-ui="radio-group-legend">{legend}</Legend>
      <Options $horizontal={orientation === 'horizontal'} data-ui="radio-group-options">
        {options.map((option) => {
          const optionDisabled = disabled || option.disabled === true;
          return (
            <OptionLabel
              key={option.value}
              $tile={variant === 'tile'}
              $disabled={optionDisabled}
              data-ui="radio-group-option"
            >
              <ChoiceInput
                type="radio"
                name={groupName}
                value={option.value}
                checked={selected === option.value}
                disabled={optionDisabled}
                required={required}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setSelected(event.target.value)}
                onBlur={onBlur}
                data-ui="radio-group-input"
              />
              <Circle $invalid={Boolean(error)} aria-hidden="true" data-ui="radio-group-circle" />
              <OptionText data-ui="radio-group-text">
                {option.label}
                {option.hint && <OptionHint data-ui="radio-group-option-hint">{option.hint}</OptionHint>}
              </OptionText>
            </OptionLabel>
          );
        })}
      </Options>
      {hint && (
        <GroupHint id={hintId} data-ui="radio-group-hint">
          {hint}
        </GroupHint>
      )}
      {error && (
        <GroupError id={errorId} data-ui="radio-group-error">
          {error}
        </GroupError>
      )}
    </Fieldset>
  );
}
