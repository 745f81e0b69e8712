import { useCallback, useMemo, useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isApiError, useGetSchoolStudentsQuery, useSaveStudentMutation } from '@kk/api-clients';
import { PAGE_SIZE, type Student } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { MASSAR_REFUSALS, studentFields, type StudentFormValues } from './student-form';
import { useChosenClass } from './use-chosen-class';

/** By last name, then first name, as a French class list. */
export function byName(a: Student, b: Student): number {
  return a.last_name.localeCompare(b.last_name, 'fr') || a.first_name.localeCompare(b.first_name, 'fr');
}

/**
 * A refused student save as form errors (translation keys): the Massar code's §8 refusals on its
 * field ('Code Massar already exist', 'This Code Massar is invalid'), any other refusal or failure
 * for the whole form.
 */
export function saveErrors(error: unknown): Record<string, TranslationKey> {
  const body = isApiError(error) && typeof error.data === 'object' && error.data !== null ? error.data : {};
  const fields = (body as { fields?: Record<string, unknown> }).fields ?? {};
  const code = (body as { error?: unknown }).error;
  const massar = MASSAR_REFUSALS[String(fields['massar_code'] ?? code ?? '')];
  if (massar) return { massar_code: massar };
  return { [FORM_ERROR]: 'learning-students:form.failed' };
}

/**
 * View model of `/ecole/eleves`.
 * - `classes`: the school's classes (call 76), for the class picker; `classId` is the one shown
 *   (`?classe=`, else the first class), `chooseClass` changes it (and the URL);
 * - `query`: the class's students (call 64, with the search text), ordered by last then first name;
 * - `search`, `setSearch`: the search text (the SearchBox waits for the §9 500 ms pause);
 * - `page`, `pageCount`, `setPage`, `pageItems`: 20 students a page;
 * - `save`: adds (no `id`) or edits a student (student create/update/delete), answering the form
 *   errors as translation keys; `remove`: deletes one (the page confirms first).
 */
export function useStudents() {
  const { classes, classId, chooseClass: setClass } = useChosenClass();
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const students = useGetSchoolStudentsQuery(
    { class_id: classId ?? undefined, search: search || undefined },
    { skip: classId === null },
  );
  const sorted = useMemo(() => (students.data ? [...students.data].sort(byName) : undefined), [students.data]);
  const pageCount = Math.max(1, Math.ceil((sorted?.length ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageItems = useMemo(
    () => (sorted ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    [sorted, current],
  );

  const chooseClass = useCallback(
    (id: number) => {
      setClass(id);
      setPage(1);
    },
    [setClass],
  );
  const setSearch = useCallback((term: string) => {
    setSearchText(term);
    setPage(1);
  }, []);

  const [saveStudent] = useSaveStudentMutation();
  const save = useCallback(
    async (values: StudentFormValues, id?: number): Promise<SubmissionErrors | undefined> => {
      const fields = studentFields(values);
      try {
        await saveStudent(id === undefined ? { action: 'add', ...fields } : { action: 'edit', id, ...fields }).unwrap();
      } catch (error) {
        return saveErrors(error);
      }
      return undefined;
    },
    [saveStudent],
  );
  const remove = useCallback(
    async (student: Student) => {
      await saveStudent({ action: 'delete', id: student.id }).unwrap();
    },
    [saveStudent],
  );

  const query = { ...students, data: sorted, isLoading: students.isLoading || classes.isLoading };
  return {
    classes,
    classId,
    chooseClass,
    query,
    search,
    setSearch,
    page: current,
    pageCount,
    setPage,
    pageItems,
    save,
    remove,
  };
}

/** What {@link useStudents} returns. */
export type UseStudentsResult = ReturnType<typeof useStudents>;
