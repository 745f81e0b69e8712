import type { TranslationKey } from './translation-key';
import { translateErrors } from './translate-errors';
import { useTranslation } from './use-typed-translation';

/**
 * A final-form `validate` from a validator that answers translation keys: the messages in the
 * current language (the keys name their namespace, which the screen has loaded).
 *
 * @example const validate = useTranslatedValidate(validateSignIn); <Form validate={validate} … />
 */
export function useTranslatedValidate<V>(
  validate: (values: V) => Partial<Record<string, TranslationKey>>,
): (values: V) => Partial<Record<string, string>> {
  const { t } = useTranslation();
  return (values: V) => translateErrors(validate(values), (key) => t(key));
}
