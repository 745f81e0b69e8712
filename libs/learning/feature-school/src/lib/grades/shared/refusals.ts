import { isApiError } from '@kk/api-clients';
import type { TranslationKey } from '@kk/i18n';

/** The §5 dictionary's messages a grades payload may be refused with, and their texts. */
const DICTIONARY: Readonly<Record<string, TranslationKey>> = {
  'Grade must be between 0 and 20': 'learning-grades:errors.gradeRange',
  'Coefficient must not be negative': 'validation:coefficientNotNegative',
  'Duration must be at least 1': 'validation:durationMin',
};

/**
 * The fields a 400 refused (`{ error: 'invalid_payload', fields: { name: message } }`), each with
 * the text to show on it: the dictionary's when the message is one, else the generic refusal.
 * Empty when the failure is not a refusal of fields.
 */
export function refusedFields(error: unknown): Record<string, TranslationKey> {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const fields = (error.data as Record<string, unknown>)['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [
      name,
      DICTIONARY[String(message)] ?? 'learning-grades:errors.fieldRefused',
    ]),
  );
}
