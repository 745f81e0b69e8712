import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { ChoiceInput } from '../field/choice.styles';
import { CheckIcon, MinusIcon } from '../icons/icons';
import { joinIds, useFieldIds } from '../utils/ids';
import { Box, CheckboxError, CheckboxHint, CheckboxLabel, CheckboxRoot, LabelText } from './checkbox.styles';

/** Props of Checkbox. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Label next to the box; it is the accessible name. May hold a link ("I accept the <terms>"). */
  label: ReactNode;
  /** Help text, announced with the checkbox (may isolate mixed-direction values in `<bdi>`). */
  hint?: ReactNode;
  /** Error message (e.g. terms not accepted); marks the checkbox invalid. */
  error?: string;
  /**
   * Mixed state, for a "select all" box when only some items are selected.
   * @default false
   */
  indeterminate?: boolean;
  /**
   * `tile` draws a bordered, tappable tile (the school screen's level selection).
   * @default 'default'
   */
  variant?: 'default' | 'tile';
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
  /** Always `checkbox`; accepted so form adapters can pass `type="checkbox"`. @default 'checkbox' */
  type?: 'checkbox';
}

/**
 * Checkbox built on the native input (Space toggles it, screen readers announce it), drawn by the theme.
 *
 * @example
 * <Checkbox label={level.name} variant="tile" checked={selected} onChange={(e) => toggle(e.target.checked)} />
 */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  variant = 'default',
  id,
  disabled,
  ref,
  type: _type,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const ids = useFieldIds(id);
  const innerRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    // `indeterminate` exists only as a DOM property, not as an HTML attribute.
    if (innerRef.current) {
      innerRef.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    innerRef.current = node;
    if (typeof ref === 'function') {
      ref(node);
    } else if (ref) {
      ref.current = node;
    }
  };

  return (
    <CheckboxRoot data-ui="checkbox-root">
      <CheckboxLabel
        $tile={variant === 'tile'}
        $disabled={Boolean(disabled)}
        $invalid={Boolean(error)}
        data-ui="checkbox-label"
      >
        <ChoiceInput
          ref={setRefs}
          type="checkbox"
          id={ids.inputId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(hasHint && ids.hintId, error && ids.errorId, describedBy)}
          data-ui="checkbox-input"
          {...rest}
        />
        <Box $invalid={Boolean(error)} aria-hidden="true" data-ui="checkbox-box">
          {indeterminate ? <MinusIcon /> : <CheckIcon />}
        </Box>
        <LabelText data-ui="checkbox-text">{label}</LabelText>
      </CheckboxLabel>
      {hasHint && (
        <CheckboxHint id={ids.hintId} data-ui="checkbox-hint">
          {hint}
        </CheckboxHint>
      )}
      {error && (
        <CheckboxError id={ids.errorId} data-ui="checkbox-error">
          {error}
        </CheckboxError>
      )}
    </CheckboxRoot>
  );
}
