import { useTranslation, type TranslationKey } from '@kk/i18n';

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
