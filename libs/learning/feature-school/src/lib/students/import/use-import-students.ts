import { useCallback, useState } from 'react';
import { apiErrorCode, usePreviewStudentImportMutation, useStoreStudentsMutation } from '@kk/api-clients';
import { STUDENT_IMPORT_MAX_BYTES, type StudentImportPreview } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { refusalMessage, type FileRejection } from '@kk/ui-kit';
import { useChosenClass } from '../use-chosen-class';

/** The file types the page takes: CSV only (a spreadsheet saves its sheet as CSV). */
export const IMPORT_ACCEPT = '.csv,text/csv';

/** Why a file is refused before it is sent (type, size ≤ 1 MB, not empty), as a translation key. */
export function importFileError(file: File): TranslationKey | undefined {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return 'learning-students:import.fileType';
  if (file.size > STUDENT_IMPORT_MAX_BYTES) return 'learning-students:import.fileSize';
  if (file.size === 0) return 'learning-students:import.fileEmpty';
  return undefined;
}

/** The preview of a file: what it holds, and its name. */
export interface ImportPreview extends StudentImportPreview {
  /** The file's name, as picked. */
  fileName: string;
}

/**
 * View model of `/ecole/eleves/import` (`?classe=`).
 * - `classes`, `classId`, `chooseClass`: the class the students go to;
 * - `pick(files)`: checks the file (CSV, 1 MB at most, not empty) then sends it for its preview
 *   (call 81 with `purpose=students`): `preview` holds the valid rows and the refused cells;
 *   `fileError` says why a file was refused or could not be read; `reading` while it is sent;
 *   `refuse(rejections)`: the dropzone's own refusals (type, size);
 * - `store()`: stores the valid rows in the class (call 95); nothing is stored before. `stored` is
 *   how many were added; on a failure the preview stays and `storeError` says why;
 * - `reset()`: back to choosing a file.
 */
export function useImportStudents() {
  const { classes, classId, chooseClass } = useChosenClass();
  const [previewFile, previewState] = usePreviewStudentImportMutation();
  const [storeStudents, storeState] = useStoreStudentsMutation();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<TranslationKey | undefined>();
  const [storeError, setStoreError] = useState<TranslationKey | undefined>();
  const [stored, setStored] = useState<number | null>(null);

  const pick = useCallback(
    async (files: File[]) => {
      const file = files[0];
      if (!file) return;
      setPreview(null);
      setStored(null);
      setStoreError(undefined);
      const refused = importFileError(file);
      setFileError(refused);
      if (refused) return;
      try {
        const answer = await previewFile({ file }).unwrap();
        setPreview({ ...answer, fileName: file.name });
      } catch {
        setFileError('learning-students:import.readFailed');
      }
    },
    [previewFile],
  );

  const refuse = useCallback((rejections: FileRejection[]) => {
    const [rejection] = rejections;
    if (rejection)
      setFileError(
        refusalMessage(rejection, {
          tooBig: 'learning-students:import.fileSize',
          wrongType: 'learning-students:import.fileType',
        }),
      );
  }, []);

  const store = useCallback(async () => {
    if (!preview || preview.rows.length === 0 || classId === null) return;
    setStoreError(undefined);
    try {
      const answer = await storeStudents({
        students: preview.rows.map(({ row: _row, ...student }) => ({ ...student, class_id: classId })),
      }).unwrap();
      setStored(answer.created);
    } catch (error) {
      setStoreError(
        apiErrorCode(error) === 'Code Massar already exist'
          ? 'learning-students:import.storeTaken'
          : 'learning-students:import.storeFailed',
      );
    }
  }, [preview, classId, storeStudents]);

  const reset = useCallback(() => {
    setPreview(null);
    setStored(null);
    setFileError(undefined);
    setStoreError(undefined);
  }, []);

  return {
    classes,
    classId,
    chooseClass,
    pick,
    refuse,
    reading: previewState.isLoading,
    fileError,
    preview,
    store,
    storing: storeState.isLoading,
    storeError,
    stored,
    reset,
  };
}

/** What {@link useImportStudents} returns. */
export type UseImportStudentsResult = ReturnType<typeof useImportStudents>;
