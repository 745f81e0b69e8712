import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetClassesQuery } from '@kk/api-clients';

/** The URL parameter of the class worked on (`/ecole/eleves?classe=5`). */
export const CLASS_PARAM = 'classe';

/**
 * The school's classes (call 76) and the one the students pages work on: `?classe=` when it is
 * one of them, else the first (null while loading, or when the school has none). `chooseClass`
 * writes it in the URL, so a reload or a shared link shows the same class.
 */
export function useChosenClass() {
  const classes = useGetClassesQuery();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(CLASS_PARAM));
  const list = classes.data ?? [];
  const classId = list.find((c) => c.id === asked)?.id ?? list[0]?.id ?? null;
  const chooseClass = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(CLASS_PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { classes, classId, chooseClass };
}
