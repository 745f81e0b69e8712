import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from '../field/field';
import { NativeTextArea, TextAreaBox } from './text-area.styles';

/** Props of TextArea. */
export interface TextAreaProps extends FieldBaseProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /**
   * Visible lines before it scrolls (the user can still make it taller).
   * @default 4
   */
  rows?: number;
  /** Ref to the native textarea. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Multi-line text input (a book's description, a message).
 *
 * @example
 * <TextArea label={t('description')} rows={5} />
 */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  id,
  rows = 4,
  required,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} name="text-area">
      <TextAreaBox $invalid={Boolean(error)} $disabled={disabled} data-ui="text-area-box">
        <NativeTextArea
          ref={ref}
          id={ids.inputId}
          rows={rows}
          required={required}
          disabled={disabled}
          data-ui="text-area-input"
          {...fieldAria(ids, { hint, error }, describedBy)}
          {...rest}
        />
      </TextAreaBox>
    </Field>
  );
}
