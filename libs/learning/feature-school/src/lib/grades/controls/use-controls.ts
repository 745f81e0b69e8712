import { useCallback, useMemo } from 'react';
import type { SubmissionErrors } from 'final-form';
import {
  useGetControlsQuery,
  useGetEvaluationsQuery,
  useGetProfessorStudentsQuery,
  useGetScheduleByDayQuery,
  useSaveProfessorControlMutation,
  useSaveSchoolControlMutation,
} from '@kk/api-clients';
import { subjectName, type Control } from '@kk/domain';
import { useLanguage, type TranslationKey } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import { submitError } from '@kk/ui-kit';
import { combinedQuery } from '../shared/combined-query';
import { gradeStats } from '../shared/grade-math';
import { buildExportCsv } from '../shared/massar-csv';
import { refusedFields } from '../shared/refusals';
import { CHOICE_PARAMS, useGradesClasses, type GradesRole } from '../shared/use-grades-classes';
import { toControlPayload, type ControlFormValues } from './control-form';

/** One control of the list, with how far its grading is. */
export interface ControlRow {
  /** The control. */
  control: Control;
  /** Students graded. */
  graded: number;
  /** Students in the class. */
  classSize: number;
  /** The class average, or null when nobody is graded. */
  average: number | null;
}

/** A subject the form offers. */
export interface SubjectChoice {
  /** The subject's id. */
  id: number;
  /** Its name in the reader's language. */
  name: string;
}

/**
 * View model of `/professeur/notes` (`role` professor) and `/ecole/notes` (administrator).
 * - the class and period choice (`useGradesClasses`), and for the administrator a subject filter
 *   (`?matiere=`);
 * - `query`: the class's controls of the period (call 69) with each one's graded count and class
 *   average from the class's grades (call 73), by date; for `QueryState`;
 * - `subjects`: the subjects the form offers: for the administrator the class level's; for a
 *   professor those they teach in the class (their week's timetable, call 61, and the subjects of
 *   their controls: the backend lists a professor's controls of the subjects they teach only);
 * - `save`: adds or edits a control (call 84 for a professor, 85 for the administrator); a refused
 *   field shows on its field, any other failure above the button, the values kept;
 * - `remove`: deletes a control (same calls), rejects on a failure (for `ConfirmDialog`);
 * - `exportFile()`: the national export of the controls listed (`buildExportCsv`: the class's
 *   students, call 77, one column per control, the weighted average), with its file name; null
 *   until everything is loaded or when nothing is listed.
 */
export function useControls(role: GradesRole) {
  const choice = useGradesClasses(role);
  const { selectedClass, period, params } = choice;
  const classId = selectedClass?.id ?? 0;
  const { language } = useLanguage();
  const { levels, subjects: allSubjects } = useReferenceLists();
  const controlsQuery = useGetControlsQuery({ class_id: classId }, { skip: !classId });
  const evaluationsQuery = useGetEvaluationsQuery({ class_id: classId }, { skip: !classId });
  const studentsQuery = useGetProfessorStudentsQuery({ class_id: classId }, { skip: !classId });
  // A professor's own week (no class_id: the backend answers their seances of the week).
  const week = useGetScheduleByDayQuery(undefined, { skip: role !== 'professor' });
  const [saveProfessorControl] = useSaveProfessorControlMutation();
  const [saveSchoolControl] = useSaveSchoolControlMutation();
  const saveControl = role === 'admin' ? saveSchoolControl : saveProfessorControl;

  const subjectFilter = role === 'admin' ? Number(params.get(CHOICE_PARAMS.subjectId)) || null : null;

  const subjects: SubjectChoice[] = useMemo(() => {
    const levelSubjects = levels.find((l) => l.level_id === selectedClass?.level_id)?.subjects_ids ?? [];
    const named = new Map<number, string>();
    for (const c of controlsQuery.data ?? []) named.set(c.subject_id, c.subject_name);
    for (const day of week.data?.days ?? [])
      for (const s of day.seances) if (s.class_id === classId) named.set(s.subject_id, s.subject_name);
    const ids = role === 'professor' ? [...named.keys()] : levelSubjects;
    return ids
      .map((id) => {
        const known = allSubjects.find((s) => s.subject_id === id);
        return { id, name: known ? subjectName(known, language) : (named.get(id) ?? '') };
      })
      .filter((s) => s.name !== '')
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [levels, allSubjects, selectedClass, controlsQuery.data, week.data, classId, role, language]);

  const rows: ControlRow[] | undefined = useMemo(() => {
    if (!controlsQuery.data || !evaluationsQuery.data) return undefined;
    const evaluations = evaluationsQuery.data;
    return controlsQuery.data
      .filter((c) => c.period === period && (subjectFilter === null || c.subject_id === subjectFilter))
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((control) => {
        const stats = gradeStats(evaluations.filter((e) => e.control_id === control.id).map((e) => e.grade));
        return {
          control,
          graded: stats.graded,
          classSize: selectedClass?.students_count ?? 0,
          average: stats.average,
        };
      });
  }, [controlsQuery.data, evaluationsQuery.data, period, subjectFilter, selectedClass]);

  const query = combinedQuery(rows, [choice.classesQuery, controlsQuery, evaluationsQuery]);

  const save = useCallback(
    async (values: ControlFormValues, editing: Control | null): Promise<SubmissionErrors | undefined> => {
      if (!classId) return submitError<TranslationKey>('learning-grades:controls.saveFailed');
      try {
        await saveControl(toControlPayload(values, classId, editing)).unwrap();
      } catch (error) {
        const fields = refusedFields(error);
        return Object.keys(fields).length > 0
          ? fields
          : submitError<TranslationKey>('learning-grades:controls.saveFailed');
      }
      return undefined;
    },
    [saveControl, classId],
  );

  const remove = useCallback(
    async (control: Control): Promise<void> => {
      await saveControl({ action: 'delete', id: control.id }).unwrap();
    },
    [saveControl],
  );

  const exportFile = (): { name: string; content: string } | null => {
    if (!rows || rows.length === 0 || !studentsQuery.data || !evaluationsQuery.data || !selectedClass) return null;
    const controls = rows.map((r) => r.control);
    const ids = new Set(controls.map((c) => c.id));
    const subject = subjectFilter ? `-${controls[0]?.subject_name ?? subjectFilter}` : '';
    // Accents dropped (not turned into dashes: "Mathématiques" → "Mathematiques"), other signs dashed.
    const slug = `${selectedClass.name}-T${period}${subject}`
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\w-]+/g, '-');
    return {
      name: `notes-${slug}.csv`,
      content: buildExportCsv(
        studentsQuery.data,
        controls,
        evaluationsQuery.data.filter((e) => ids.has(e.control_id)),
      ),
    };
  };

  return { ...choice, subjectFilter, subjects, query, save, remove, exportFile };
}

/** What {@link useControls} returns. */
export type UseControlsResult = ReturnType<typeof useControls>;
