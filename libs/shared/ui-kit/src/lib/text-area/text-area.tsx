import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../field/field';
import { useFieldControl } from '../field/use-field-control';
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
export function TextArea({ rows = 4, ref, ...props }: TextAreaProps) {
  const { field, control, rest } = useFieldControl(props);
  return (
    <Field {...field} name="text-area">
      <TextAreaBox $invalid={Boolean(props.error)} $disabled={props.disabled} data-ui="text-area-box">
        <NativeTextArea ref={ref} rows={rows} data-ui="text-area-input" {...control} {...rest} />
      </TextAreaBox>
    </Field>
  );
}
