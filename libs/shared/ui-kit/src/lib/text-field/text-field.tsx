import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Adornment, ControlBox } from '../field/field.styles';
import { Field, type FieldBaseProps } from '../field/field';
import { useFieldControl } from '../field/use-field-control';
import { Input } from './text-field.styles';

/** Props of TextField: a native input's props plus the field's label, hint and error. */
export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /**
   * Input type (text-like types only; checkboxes and radios have their own components).
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
  /** Content inside the box before the text (an icon, a prefix such as +212). */
  startAdornment?: ReactNode;
  /** Content inside the box after the text (a unit, a toggle button). */
  endAdornment?: ReactNode;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
  /** Name of the root's `data-ui` part, for components built on TextField. @default 'text-field' */
  uiName?: string;
  /**
   * Direction of the input box, for values always written left to right (phone numbers, dates)
   * even in Arabic. Defaults to `ltr` for `email` and `url` (an address typed in a right-to-left
   * box shows `amina@` as `@amina`), else to the surrounding direction.
   */
  controlDir?: 'ltr' | 'rtl';
}

/**
 * Single-line text input with its label, optional hint and error message.
 *
 * @example
 * <TextField label={t('email')} type="email" autoComplete="email" error={touched ? error : undefined} />
 */
export function TextField({
  type = 'text',
  startAdornment,
  endAdornment,
  ref,
  uiName = 'text-field',
  controlDir = type === 'email' || type === 'url' ? 'ltr' : undefined,
  ...props
}: TextFieldProps) {
  const { field, control, rest } = useFieldControl(props);
  return (
    <Field {...field} name={uiName}>
      <ControlBox dir={controlDir} $invalid={Boolean(props.error)} $disabled={props.disabled} data-ui={`${uiName}-box`}>
        {startAdornment && <Adornment data-ui={`${uiName}-start`}>{startAdornment}</Adornment>}
        <Input ref={ref} type={type} data-ui={`${uiName}-input`} {...control} {...rest} />
        {endAdornment && <Adornment data-ui={`${uiName}-end`}>{endAdornment}</Adornment>}
      </ControlBox>
    </Field>
  );
}
