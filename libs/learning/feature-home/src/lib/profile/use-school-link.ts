import { useCallback, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { apiErrorCode, useLinkStudentToSchoolMutation } from '@kk/api-clients';
import { MASSAR_CODE_PATTERN } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';

/** The §8 dictionary's refusals of a Massar code, as the server writes them, and their messages. */
const MASSAR_MESSAGES: Readonly<Record<string, TranslationKey>> = {
  'This Code Massar is invalid': 'errors:massarCodeInvalid',
  'Code Massar already exist': 'errors:massarCodeExists',
};

/** Values of the "Relier mon compte à mon école" form. */
export interface SchoolLinkValues {
  /** The student's Massar code. */
  code_massar?: string;
}

/** A Massar code as typed, tidied: no spaces, capital letter. */
export function normaliseMassarCode(code: string | undefined): string {
  return (code ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The code is required and is a letter followed by 9 digits (the format of the Massar codes). */
export function validateSchoolLink(values: SchoolLinkValues): Partial<Record<keyof SchoolLinkValues, TranslationKey>> {
  const code = normaliseMassarCode(values.code_massar);
  if (!code) return { code_massar: 'learning-home:profile.school.required' };
  if (!MASSAR_CODE_PATTERN.test(code)) return { code_massar: 'errors:massarCodeInvalid' };
  return {};
}

/**
 * The message of a refused link: the dictionary's 'This Code Massar is invalid' and 'Code Massar
 * already exist' (in the body's `error`, or as the field's message of a refused payload) are
 * translated; anything else is a generic failure.
 */
export function schoolLinkErrorKey(error: unknown): TranslationKey {
  const code = apiErrorCode(error);
  const fields = (error as { data?: { fields?: Record<string, unknown> } } | undefined)?.data?.fields;
  const fieldMessage = fields?.['code_massar'];
  const byCode = code === undefined ? undefined : MASSAR_MESSAGES[code];
  const byField = typeof fieldMessage === 'string' ? MASSAR_MESSAGES[fieldMessage] : undefined;
  return byCode ?? byField ?? 'learning-home:profile.school.failed';
}

/** What {@link useSchoolLink} returns. */
export interface UseSchoolLinkResult {
  /** The account was just linked to a school. */
  linked: boolean;
  /** The name of that school, when the answer gave it. */
  linkedSchool: string | null;
  /** The form's `onSubmit`: on failure resolves with the message key as `submitError`. */
  submit: (values: SchoolLinkValues) => Promise<SubmissionErrors | undefined>;
}

/** "Relier mon compte à mon école": sends the Massar code (`/ajax/link_std_sc`); says which school on success. */
export function useSchoolLink(): UseSchoolLinkResult {
  const [linkStudentToSchool] = useLinkStudentToSchoolMutation();
  const [linked, setLinked] = useState(false);
  const [linkedSchool, setLinkedSchool] = useState<string | null>(null);

  const submit = useCallback(
    async (values: SchoolLinkValues) => {
      try {
        const answer = await linkStudentToSchool({ code_massar: normaliseMassarCode(values.code_massar) }).unwrap();
        setLinkedSchool(answer?.school_name || null);
        setLinked(true);
      } catch (error) {
        return submitError(schoolLinkErrorKey(error));
      }
      return undefined;
    },
    [linkStudentToSchool],
  );

  return { linked, linkedSchool, submit };
}
