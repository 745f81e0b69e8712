import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  useGetAbsencesQuery,
  useGetProfessorStudentsQuery,
  useGetSeancesByDayQuery,
  useSaveRollCallMutation,
} from '@kk/api-clients';
import type { Seance, Student } from '@kk/domain';
import {
  countMarks,
  draftStore,
  marksOf,
  payloadMarks,
  PRESENT,
  recordedAt,
  type Marks,
  type StudentMark,
} from './roll-call-marks';

/** What the page shows once everything is loaded. */
export interface RollCallData {
  seance: Seance;
  /** The class, ordered by name (call 77). */
  students: Student[];
}

/**
 * View model of `/professeur/appel/:seanceId/:date` ("Appel"): the seance (seances of the date),
 * its class (call 77, by name) and the marks saved for that occurrence (`getAbsences` by seance and
 * date). Everyone is present until marked otherwise; every change is kept in sessionStorage until
 * saved, so a reload loses nothing. A saved roll call opens read-only ("Appel enregistré à …")
 * until `edit()`.
 */
export function useRollCall() {
  const params = useParams();
  const seanceId = Number(params['seanceId']);
  const date = params['date'] ?? '';
  const valid = Number.isInteger(seanceId) && seanceId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const key = draftStore.key(seanceId, date);

  const seances = useGetSeancesByDayQuery({ date }, { skip: !valid });
  const seance = seances.data?.seances.find((s) => s.id === seanceId && !s.cancelled) ?? null;
  const students = useGetProfessorStudentsQuery({ class_id: seance?.class_id ?? 0 }, { skip: !seance });
  const saved = useGetAbsencesQuery({ seance_id: seanceId, date }, { skip: !valid });
  const [save, saving] = useSaveRollCallMutation();

  const [draft, setDraft] = useState<Marks | null>(() => draftStore.read(key));
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);
  // What was just saved, shown until the saved marks are read again.
  const [justSaved, setJustSaved] = useState<{ marks: Marks; at: string | null } | null>(null);

  const savedMarks = useMemo(() => marksOf(saved.data ?? []), [saved.data]);
  const marks = draft ?? justSaved?.marks ?? savedMarks;
  const ids = useMemo(() => (students.data ?? []).map((st) => st.id), [students.data]);
  const done = (saved.data?.length ?? 0) > 0 || justSaved !== null;
  const readOnly = done && !editing && draft === null;

  const notFound = !valid || (seances.isSuccess && !seance);
  const query = {
    data: seance && students.data && saved.data ? { seance, students: students.data } : undefined,
    isLoading:
      !notFound &&
      (seances.isLoading || students.isLoading || saved.isLoading || (!!seance && students.isUninitialized)),
    isError: notFound || seances.isError || students.isError || saved.isError,
    error: notFound ? { status: 404 } : (seances.error ?? students.error ?? saved.error),
    refetch: () => {
      if (seances.isError) void seances.refetch();
      if (students.isError) void students.refetch();
      if (saved.isError) void saved.refetch();
    },
  };

  const markOf = useCallback((studentId: number): StudentMark => marks[studentId] ?? PRESENT, [marks]);

  const setMark = (studentId: number, change: Partial<StudentMark>) => {
    const next = { ...marks, [studentId]: { ...markOf(studentId), ...change } };
    setDraft(next);
    draftStore.write(key, next);
  };

  const submit = async (): Promise<boolean> => {
    setFailed(false);
    const result = await save({ seance_id: seanceId, date, marks: payloadMarks(marks, ids) });
    if ('error' in result) {
      setFailed(true);
      return false;
    }
    setJustSaved({ marks, at: result.data?.recorded_at ?? null });
    setDraft(null);
    draftStore.write(key, null);
    setEditing(false);
    return true;
  };

  return {
    query,
    notFound,
    markOf,
    setMark,
    counts: countMarks(marks, ids),
    /** The roll call was saved before (for this seance and date). */
    done,
    recordedAt: justSaved?.at ?? recordedAt(saved.data ?? []),
    /** Marks changed and not saved yet (kept across reloads). */
    unsaved: draft !== null,
    readOnly,
    edit: () => setEditing(true),
    submit,
    saving: saving.isLoading,
    failed,
  };
}

/** What {@link useRollCall} returns. */
export type UseRollCallResult = ReturnType<typeof useRollCall>;
