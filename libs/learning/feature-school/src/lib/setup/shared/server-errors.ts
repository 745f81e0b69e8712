import type { SubmissionErrors } from 'final-form';
import { apiErrorCode, isApiError } from '@kk/api-clients';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';

/** The backend's field messages (the §5 dictionary, answered in English) and their texts. */
const FIELD_MESSAGES: Readonly<Record<string, TranslationKey>> = {
  'End date must be later than start date': 'validation:endDateAfterStart',
  'End time must be later than start time': 'validation:endTimeAfterStart',
  'Coefficient must not be negative': 'validation:coefficientNotNegative',
  'This scholar year already exists': 'learning-school:errors.yearExists',
  'Level not taught by the school': 'learning-school:errors.levelNotTaught',
};

/** The `error` codes of a refused delete or change (assumed contract) and their texts. */
const REFUSALS: Readonly<Record<string, TranslationKey>> = {
  scholar_year_current: 'learning-school:errors.scholar_year_current',
  scholar_year_in_use: 'learning-school:errors.scholar_year_in_use',
  class_in_use: 'learning-school:errors.class_in_use',
  subject_in_use: 'learning-school:errors.subject_in_use',
  classroom_in_use: 'learning-school:errors.classroom_in_use',
  classroom_type_in_use: 'learning-school:errors.classroom_type_in_use',
  levels_in_use: 'learning-school:errors.levels_in_use',
  category_in_use: 'learning-school:errors.category_in_use',
};

/** The text of a refused delete or change, or null when the backend gave no known reason. */
export function refusalKey(error: unknown): TranslationKey | null {
  return REFUSALS[apiErrorCode(error) ?? ''] ?? null;
}

/**
 * What a form's `onSubmit` returns for a failed write, as translation keys: a 400's field
 * messages on their fields (`fields`), a known refusal, else `fallback` as the form's error.
 */
export function submissionErrors(error: unknown, fallback: TranslationKey): Record<string, TranslationKey> {
  const data = isApiError(error) && error.status === 400 ? error.data : undefined;
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof fields === 'object' && fields !== null) {
    const entries = Object.entries(fields as Record<string, unknown>).map(
      ([field, message]): [string, TranslationKey] => [
        field,
        FIELD_MESSAGES[String(message)] ?? 'learning-school:errors.invalidField',
      ],
    );
    if (entries.length > 0) return Object.fromEntries(entries);
  }
  return submitError<TranslationKey>(refusalKey(error) ?? fallback) as Record<string, TranslationKey>;
}

/** Translates {@link submissionErrors} for final-form (field errors are shown as given). */
export function translateSubmission(
  errors: Record<string, TranslationKey>,
  t: (key: TranslationKey) => string,
): SubmissionErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
}
