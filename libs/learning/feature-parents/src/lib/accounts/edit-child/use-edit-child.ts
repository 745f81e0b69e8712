import { useCallback, useMemo, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useParams } from 'react-router-dom';
import {
  apiErrorCode,
  useGetChildrenQuery,
  useLinkStudentToSchoolMutation,
  useUpdateChildMutation,
} from '@kk/api-clients';
import { MASSAR_CODE_PATTERN, type ParentChild } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';
import { childFormValues, toUpdatePayload, type ChildFormValues } from '../shared/child-form';

/** Values of the "Son école" form. */
export interface ChildLinkValues {
  /** The child's Code Massar, as typed. */
  code_massar?: string;
}

/** The §8 dictionary's refusals of a Massar code (the body's `error`) and where their texts are. */
const MASSAR_REFUSALS: Readonly<Record<string, TranslationKey>> = {
  'This Code Massar is invalid': 'errors:massarCodeInvalid',
  'Code Massar already exist': 'errors:massarCodeExists',
};

/** The code as the register writes it: no spaces, capital letter. */
export function tidyMassarCode(code: string | undefined): string {
  return (code ?? '').split(/\s/).join('').toUpperCase();
}

/** Required, then a letter and 9 digits (else the dictionary's 'This Code Massar is invalid'). */
export function validateChildLink(values: ChildLinkValues): Partial<Record<keyof ChildLinkValues, TranslationKey>> {
  const code = tidyMassarCode(values.code_massar);
  if (code === '') return { code_massar: 'learning-children:link.required' };
  return MASSAR_CODE_PATTERN.test(code) ? {} : { code_massar: 'errors:massarCodeInvalid' };
}

/**
 * View model of `/parent/enfants/:childId/modifier`.
 * - `query`: the parent's children narrowed to this one, for `QueryState`: `data` is the child,
 *   or `null` when `:childId` is not one of the parent's children (the page's error state);
 * - `initialValues`: the child as the form's starting values (one object per child version);
 * - `save`: updates the child (call 49); `saved` says it worked (until the next change);
 * - `link`: links the child to a school by Code Massar (call 38 with `child_id`); the refusals are
 *   the §8 dictionary's ('This Code Massar is invalid', 'Code Massar already exist'); on success the
 *   children list refreshes and the page shows the school; `linked` says it just happened.
 */
export function useEditChild() {
  const childId = Number(useParams()['childId']);
  const children = useGetChildrenQuery();
  const [updateChild] = useUpdateChildMutation();
  const [linkToSchool] = useLinkStudentToSchoolMutation();
  const [saved, setSaved] = useState(false);
  const [linked, setLinked] = useState(false);

  const child: ParentChild | null | undefined =
    children.data === undefined ? undefined : (children.data.find((c) => c.id === childId) ?? null);
  const query = { ...children, data: child };
  const initialValues = useMemo(() => (child ? childFormValues(child) : undefined), [child]);

  const save = useCallback(
    async (values: ChildFormValues): Promise<SubmissionErrors | undefined> => {
      setSaved(false);
      try {
        await updateChild({ id: childId, ...toUpdatePayload(values) }).unwrap();
      } catch (error) {
        return submitError<TranslationKey>('learning-children:edit.failed', error);
      }
      setSaved(true);
      return undefined;
    },
    [updateChild, childId],
  );

  const link = useCallback(
    async (values: ChildLinkValues): Promise<SubmissionErrors | undefined> => {
      setLinked(false);
      try {
        await linkToSchool({ code_massar: tidyMassarCode(values.code_massar), child_id: childId }).unwrap();
      } catch (error) {
        const refusal = MASSAR_REFUSALS[apiErrorCode(error) ?? ''];
        return submitError<TranslationKey>(refusal ?? 'learning-children:link.failed');
      }
      setLinked(true);
      return undefined;
    },
    [linkToSchool, childId],
  );

  return { query, initialValues, save, saved, link, linked };
}

/** What {@link useEditChild} returns. */
export type UseEditChildResult = ReturnType<typeof useEditChild>;
