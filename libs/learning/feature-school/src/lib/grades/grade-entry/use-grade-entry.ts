import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  useGetCompetenciesQuery,
  useGetControlsQuery,
  useGetEvaluationsQuery,
  useGetProfessorStudentsQuery,
  useSaveEvaluationMutation,
} from '@kk/api-clients';
import type { Control, Evaluation, EvaluationPayload, Student } from '@kk/domain';
import { combinedQuery } from '../shared/combined-query';
import { gradeStats, parseGradeInput, type GradeInput } from '../shared/grade-math';
import { parseImportCsv, type ImportLine } from '../shared/massar-csv';
import { useGradesClasses, type GradesRole } from '../shared/use-grades-classes';

/** What is typed for one student. */
export interface GradeDraft {
  /** The grade as typed ('' = not graded). */
  grade: string;
  /** The appreciation as typed. */
  comment: string;
}

/** One student's line of the grade sheet. */
export interface GradeLine {
  /** The student. */
  student: Student;
  /** What is typed. */
  draft: GradeDraft;
  /** The typed grade read. */
  input: GradeInput;
  /** The saved evaluation, if any. */
  saved: Evaluation | null;
  /** Typed differs from saved. */
  changed: boolean;
  /** The last save of this line failed. */
  failed: boolean;
}

/** The outcome of the last "Enregistrer les notes". */
export interface SaveOutcome {
  /** Lines saved. */
  saved: number;
  /** Students whose save failed (typed values kept). */
  failed: Student[];
  /** Lines not sent because their grade is refused (out of 0–20, not a number). */
  invalid: number;
}

const draftOf = (e: Evaluation | undefined): GradeDraft => ({
  grade: e?.grade === null || e?.grade === undefined ? '' : String(e.grade).replace('.', ','),
  comment: e?.comment ?? '',
});

const sameGrade = (input: GradeInput, saved: Evaluation | null) =>
  input.kind === 'empty' ? (saved?.grade ?? null) === null : input.kind === 'grade' && input.value === saved?.grade;

/**
 * View model of `/professeur/notes/:controlId` and `/ecole/notes/:controlId`: one control's grade sheet.
 * - `control`: the control (call 69, `null` when not one of the user's: the page's not-found);
 * - `lines`: the class's students by name (call 77) with what is typed (starting from their
 *   grades, call 73): the grade read (`parseGradeInput`: comma or point, empty = not graded,
 *   refused out of 0–20), whether it changed, whether its last save failed;
 * - `stats`: average, lowest, highest of the valid typed grades, live;
 * - `competencies`: the competencies the control assesses (call 68);
 * - `setGrade`, `setComment`: typing;
 * - `save`: one call 91 per changed line whose grade is valid (`add`, or `edit` of the saved
 *   evaluation, grade null when emptied); refused grades are never sent; `saving` while it runs;
 *   `outcome` says how it went; a failed line keeps what was typed;
 * - the national import: `readImport(text)` checks a file of the export's layout (`parseImportCsv`:
 *   unknown Massar code, grade out of 0–20) into `preview`; `applyImport` writes its valid grades
 *   into the sheet and saves them (as `save`); `cancelImport` drops it.
 */
export function useGradeEntry(role: GradesRole) {
  const controlId = Number(useParams()['controlId']);
  const { params } = useGradesClasses(role);
  const controlsQuery = useGetControlsQuery();
  const control: Control | null | undefined = controlsQuery.data
    ? (controlsQuery.data.find((c) => c.id === controlId) ?? null)
    : undefined;
  const classId = control?.class_id ?? 0;
  const studentsQuery = useGetProfessorStudentsQuery({ class_id: classId }, { skip: !classId });
  const evaluationsQuery = useGetEvaluationsQuery({ control_id: controlId }, { skip: !control });
  const competenciesQuery = useGetCompetenciesQuery(control ? { subject_id: control.subject_id } : undefined, {
    skip: !control || control.competency_ids.length === 0,
  });
  const [saveEvaluation] = useSaveEvaluationMutation();
  const [drafts, setDrafts] = useState<Map<number, GradeDraft> | null>(null);
  const [failedIds, setFailedIds] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  const savedByStudent = useMemo(
    () => new Map((evaluationsQuery.data ?? []).map((e) => [e.student_id, e])),
    [evaluationsQuery.data],
  );

  // The sheet starts from the saved grades once, then keeps what is typed (a refetch after a save
  // must not overwrite a line whose save failed).
  useEffect(() => {
    if (drafts === null && studentsQuery.data && evaluationsQuery.data) {
      setDrafts(new Map(studentsQuery.data.map((s) => [s.id, draftOf(savedByStudent.get(s.id))])));
    }
  }, [drafts, studentsQuery.data, evaluationsQuery.data, savedByStudent]);

  const linesOf = useCallback(
    (from: Map<number, GradeDraft>): GradeLine[] =>
      (studentsQuery.data ?? []).map((student) => {
        const draft = from.get(student.id) ?? draftOf(undefined);
        const input = parseGradeInput(draft.grade);
        const saved = savedByStudent.get(student.id) ?? null;
        const changed = !sameGrade(input, saved) || draft.comment.trim() !== (saved?.comment ?? '');
        return { student, draft, input, saved, changed, failed: failedIds.has(student.id) };
      }),
    [studentsQuery.data, savedByStudent, failedIds],
  );
  const lines: GradeLine[] | undefined = useMemo(
    () => (studentsQuery.data && drafts ? linesOf(drafts) : undefined),
    [studentsQuery.data, drafts, linesOf],
  );

  const stats = useMemo(
    () => gradeStats((lines ?? []).map((l) => (l.input.kind === 'grade' ? l.input.value : null))),
    [lines],
  );

  const competencies = useMemo(
    () => (competenciesQuery.data ?? []).filter((c) => control?.competency_ids.includes(c.id)),
    [competenciesQuery.data, control],
  );

  const edit = useCallback((studentId: number, change: Partial<GradeDraft>) => {
    setOutcome(null);
    setDrafts((current) => {
      const next = new Map(current ?? []);
      next.set(studentId, { ...(next.get(studentId) ?? draftOf(undefined)), ...change });
      return next;
    });
  }, []);
  const setGrade = useCallback((studentId: number, grade: string) => edit(studentId, { grade }), [edit]);
  const setComment = useCallback((studentId: number, comment: string) => edit(studentId, { comment }), [edit]);

  const saveLines = useCallback(
    async (lines: GradeLine[] | undefined) => {
      if (!lines || !control) return;
      setSaving(true);
      setOutcome(null);
      const toSend = lines.filter((l) => l.changed && l.input.kind !== 'invalid');
      const invalid = lines.filter((l) => l.input.kind === 'invalid').length;
      const failed: Student[] = [];
      let saved = 0;
      for (const line of toSend) {
        const grade = line.input.kind === 'grade' ? line.input.value : null;
        const fields = {
          control_id: control.id,
          student_id: line.student.id,
          grade,
          comment: line.draft.comment.trim(),
        };
        const payload: EvaluationPayload = line.saved
          ? { action: 'edit', id: line.saved.id, ...fields }
          : { action: 'add', ...fields };
        try {
          await saveEvaluation(payload).unwrap();
          saved++;
        } catch {
          failed.push(line.student);
        }
      }
      setFailedIds(new Set(failed.map((s) => s.id)));
      setOutcome({ saved, failed, invalid });
      setSaving(false);
    },
    [control, saveEvaluation],
  );
  const save = useCallback(() => saveLines(lines), [saveLines, lines]);

  // The national import: a file of the export's layout, checked line by line, then its valid
  // grades written into the sheet and saved.
  const [preview, setPreview] = useState<{ lines: ImportLine[]; column: string | null } | null>(null);
  const readImport = useCallback(
    (text: string) => {
      if (control && studentsQuery.data) setPreview(parseImportCsv(text, control, studentsQuery.data));
    },
    [control, studentsQuery.data],
  );
  const cancelImport = useCallback(() => setPreview(null), []);
  const applyImport = useCallback(async () => {
    if (!preview || !drafts) return;
    const next = new Map(drafts);
    for (const line of preview.lines) {
      if (line.error || !line.student) continue;
      const current = next.get(line.student.id) ?? draftOf(undefined);
      const grade = line.grade.kind === 'grade' ? String(line.grade.value).replace('.', ',') : '';
      next.set(line.student.id, { ...current, grade });
    }
    setDrafts(next);
    setPreview(null);
    await saveLines(linesOf(next));
  }, [preview, drafts, saveLines, linesOf]);

  const query = combinedQuery(
    control === undefined ? undefined : control === null ? null : lines,
    [controlsQuery, studentsQuery, evaluationsQuery],
    !!control && !lines,
  );

  const changedCount = (lines ?? []).filter((l) => l.changed).length;

  return {
    control,
    query,
    lines,
    stats,
    competencies,
    setGrade,
    setComment,
    save,
    saving,
    outcome,
    changedCount,
    params,
    preview,
    readImport,
    cancelImport,
    applyImport,
  };
}

/** What {@link useGradeEntry} returns. */
export type UseGradeEntryResult = ReturnType<typeof useGradeEntry>;
