import { PASSWORD_MIN_LENGTH, PERSON_NAME_MAX_LENGTH } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/**
 * Field rules of the learning forms (§5 and its dictionary), as pure functions that answer the
 * translation key of the message to show, or `undefined` when the value is fine. The forms show a
 * message only once its field is touched.
 */
export type RuleResult = TranslationKey | undefined;

/** True for a missing value or one made only of spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A rule that fails with `key` when the value is blank. */
export function required(key: TranslationKey): (value: unknown) => RuleResult {
  return (value) => (isBlank(value) ? key : undefined);
}

/** A first or last name: required (with its own message), then at most 50 characters. */
export function personNameRule(requiredKey: TranslationKey): (value: string | undefined) => RuleResult {
  return (value) => {
    if (isBlank(value) || value === undefined) return requiredKey;
    return value.trim().length > PERSON_NAME_MAX_LENGTH ? 'validation:nameTooLong' : undefined;
  };
}

/** A password the user chooses: required, then longer than 5 characters (§5, §9). */
export function newPasswordRule(value: string | undefined): RuleResult {
  if (isBlank(value) || value === undefined) return 'validation:passwordRequired';
  return value.length > PASSWORD_MIN_LENGTH ? undefined : 'validation:passwordMinLength';
}

/** The confirmation: required, then equal to the password ('Passwords must matchs'). */
export function confirmationRule(confirmation: string | undefined, password: string | undefined): RuleResult {
  if (isBlank(confirmation)) return 'validation:confirmPasswordRequired';
  return confirmation === password ? undefined : 'validation:passwordsMustMatch';
}

/** Keeps only the fields that failed, as final-form expects from a form-level `validate`. */
export function collectErrors<T extends string>(
  results: Partial<Record<T, RuleResult>>,
): Partial<Record<T, TranslationKey>> {
  const errors: Partial<Record<T, TranslationKey>> = {};
  for (const [field, result] of Object.entries(results) as [T, RuleResult][]) {
    if (result) errors[field] = result;
  }
  return errors;
}
