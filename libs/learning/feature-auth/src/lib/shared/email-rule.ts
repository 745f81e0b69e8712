import { emailSchema } from '@kk/domain';
import { isBlank, type RuleResult } from './rules';

/*
 * Apart from the other rules (rules.ts): it checks with the domain's e-mail schema (zod), and the
 * sign-in screen, which needs the other rules, is the first screen of every visitor.
 */

/** E-mail: required ('Email required'), then well formed ('Email format incorrect'). */
export function emailRule(value: string | undefined): RuleResult {
  if (isBlank(value)) return 'validation:emailRequired';
  return emailSchema.safeParse(value).success ? undefined : 'validation:emailFormat';
}
