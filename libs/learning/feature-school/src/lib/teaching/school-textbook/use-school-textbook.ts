import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetClassesQuery, useGetTextbookQuery, useValidateTextbookEntryMutation } from '@kk/api-clients';

/** The URL parameters of the page: the class shown, and whether only entries awaiting validation are. */
export const CLASS_PARAM = 'classe';
export const PENDING_PARAM = 'a-valider';

/**
 * View model of `/ecole/cahier-de-textes`: the school's classes (call 76), the one shown
 * (`?classe=`, else the first), its textbook newest first ("textbook"), only the entries awaiting
 * validation when `?a-valider=1` (the default view of an administrator's review), and `validate`
 * ("textbook validate"); `validating` names the entry being validated.
 */
export function useSchoolTextbook() {
  const [params, setParams] = useSearchParams();
  const classes = useGetClassesQuery();
  const classId = Number(params.get(CLASS_PARAM)) || classes.data?.[0]?.id || null;
  const pendingOnly = params.get(PENDING_PARAM) !== '0';
  const textbook = useGetTextbookQuery({ class_id: classId ?? 0 }, { skip: classId === null });
  const [validateEntry] = useValidateTextbookEntryMutation();
  const [validating, setValidating] = useState<number | null>(null);

  const entries = useMemo(
    () => (textbook.data ?? []).filter((e) => !pendingOnly || !e.validated),
    [textbook.data, pendingOnly],
  );
  const pendingCount = (textbook.data ?? []).filter((e) => !e.validated).length;

  const set = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const validate = useCallback(
    async (id: number) => {
      setValidating(id);
      try {
        await validateEntry(id).unwrap();
      } finally {
        setValidating(null);
      }
    },
    [validateEntry],
  );

  const query = {
    ...textbook,
    isLoading: classes.isLoading || textbook.isLoading,
    isError: classes.isError || textbook.isError,
    error: classes.error ?? textbook.error,
    data: classes.data && (classId === null || textbook.data) ? entries : undefined,
    refetch: () => {
      void classes.refetch();
      if (classId !== null) void textbook.refetch();
    },
  };

  return {
    query,
    classes: classes.data ?? [],
    classId,
    chooseClass: (id: number) => set(CLASS_PARAM, String(id)),
    pendingOnly,
    showPendingOnly: (only: boolean) => set(PENDING_PARAM, only ? '1' : '0'),
    pendingCount,
    validate,
    validating,
  };
}
