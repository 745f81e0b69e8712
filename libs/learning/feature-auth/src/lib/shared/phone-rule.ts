import { PREFERRED_PHONE_COUNTRY } from '@kk/domain';
import { isValidPhone } from '@kk/ui-kit';
import { isBlank, type RuleResult } from './rules';

/*
 * Apart from the other rules: it pulls the phone-number library, which only registration needs,
 * and keeping it out of rules.ts keeps that library out of the sign-in page's chunk.
 */

/** Phone: required ('Phone required'), then a valid number, Moroccan when typed without `+` (phone format). */
export function phoneRule(value: string | undefined): RuleResult {
  if (isBlank(value) || value === undefined) return 'validation:phoneRequired';
  return isValidPhone(value, PREFERRED_PHONE_COUNTRY) ? undefined : 'validation:phoneFormat';
}
