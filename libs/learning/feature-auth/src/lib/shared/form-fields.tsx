import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Checkbox, getFieldError } from '@kk/ui-kit';

/**
 * Turns a validator that answers translation keys (see rules.ts) into a final-form `validate` that
 * answers the messages in the current language, which the ui-kit's `FormField` shows once a field
 * is touched.
 */
export function useTranslatedValidate<V>(
  validate: (values: V) => Partial<Record<string, TranslationKey>>,
): (values: V) => Record<string, string> {
  const { t } = useTranslation('learning-auth');
  return (values: V) => {
    const messages: Record<string, string> = {};
    for (const [field, key] of Object.entries(validate(values))) {
      if (key) messages[field] = t(key);
    }
    return messages;
  };
}

/** Props of {@link CheckboxGroupItem}. */
export interface CheckboxGroupItemProps {
  /** Form field name: the field holds the list of checked values. */
  name: string;
  /** This box's value in the list. */
  value: string;
  /** Label next to the box. */
  label: ReactNode;
  /** Show the field's error under this box (the last box of a group carries it). @default false */
  showError?: boolean;
}

/**
 * One box of a checkbox group (the professor's subjects): `FormField` binds a checkbox to a
 * boolean, this binds it to one value of a list.
 */
export function CheckboxGroupItem({ name, value, label, showError = false }: CheckboxGroupItemProps) {
  return (
    <Field<string> name={name} type="checkbox" value={value}>
      {({ input, meta }) => (
        <Checkbox
          name={input.name}
          value={input.value}
          checked={input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          error={showError ? getFieldError(meta) : undefined}
        />
      )}
    </Field>
  );
}
