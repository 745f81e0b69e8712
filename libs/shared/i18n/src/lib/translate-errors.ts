import type { TranslationKey } from './translation-key';

/**
 * Turns the errors of a validator (translation keys, so rules stay testable and language-free)
 * into the messages react-final-form hands to the ui-kit's `FormField`, which shows them once a
 * field is touched (§5).
 *
 * @example
 * <Form validate={(values) => translateErrors(validateAddress(values), (key) => t(key))} … />
 */
export function translateErrors<Field extends string>(
  errors: Partial<Record<Field, TranslationKey>>,
  translate: (key: TranslationKey) => string,
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const key = errors[field];
    if (key) messages[field] = translate(key);
  }
  return messages;
}
