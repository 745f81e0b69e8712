import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/icons';
import { joinIds, type FieldIds } from '../utils/ids';
import { ErrorText, FieldRoot, Hint, Label, RequiredMark } from './field.styles';

export { useFieldIds, type FieldIds } from '../utils/ids';

/** Props shared by every labelled form control of the kit. */
export interface FieldBaseProps {
  /** Visible label; it is also the control's accessible name. */
  label: string;
  /**
   * Hides the label visually (it stays the accessible name). Use only where the context makes the
   * purpose obvious, such as a search box.
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the control, announced with it (`aria-describedby`). */
  hint?: string;
  /**
   * Error message. When set, the control is marked `aria-invalid` and the message is announced with it.
   * Form adapters pass it only once the field is touched.
   */
  error?: string;
}

/**
 * The `aria-*` attributes a control needs to announce its hint and error.
 * @param extra further ids to describe the control with (the caller's own `aria-describedby`).
 */
export function fieldAria(ids: FieldIds, { hint, error }: Pick<FieldBaseProps, 'hint' | 'error'>, extra?: string) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': joinIds(hint && ids.hintId, error && ids.errorId, extra),
  };
}

/** Props of Field. */
export interface FieldProps extends FieldBaseProps {
  /** Ids from useFieldIds, shared with the control. */
  ids: FieldIds;
  /**
   * Shows a required mark after the label (the control itself carries `required`).
   * @default false
   */
  required?: boolean;
  /** The control (input, select, textarea, or a box holding one). */
  children: ReactNode;
  /** Extra `data-ui` name for the root, e.g. `text-field`. @default 'field' */
  name?: string;
}

/**
 * Layout of a labelled control: label, control, hint, error. Used by TextField, Select, TextArea,
 * PasswordField, PhoneField and DateField; use it for a custom control so it looks and reads the same.
 */
export function Field({
  ids,
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  children,
  name = 'field',
}: FieldProps) {
  return (
    <FieldRoot data-ui={`${name}-root`}>
      <Label htmlFor={ids.inputId} $hidden={hideLabel} data-ui={`${name}-label`}>
        {label}
        {required && (
          <RequiredMark aria-hidden="true" data-ui={`${name}-required`}>
            *
          </RequiredMark>
        )}
      </Label>
      {children}
      {hint && (
        <Hint id={ids.hintId} data-ui={`${name}-hint`}>
          {hint}
        </Hint>
      )}
      {error && (
        <ErrorText id={ids.errorId} data-ui={`${name}-error`}>
          <AlertIcon size="sm" />
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}
