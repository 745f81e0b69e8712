import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  apiErrorCause,
  isApiError,
  useGetClassesQuery,
  useGetClassroomsQuery,
  useGetHolidaysQuery,
  useGetSchoolProfessorsQuery,
  useGetSchoolSubjectsQuery,
  useSaveSeanceMutation,
} from '@kk/api-clients';
import type { SeancePayload, Seance, UpdateScope } from '@kk/domain';
import {
  addPayload,
  deletePayload,
  editPayload,
  saveErrors,
  type SeanceFormErrors,
  type SeanceFormValues,
} from './seance-form-values';
import { useWeekSchedule } from './use-week-schedule';
import type { SeanceWho } from './week-view';

/** The URL's parameters of the filter: a class or a professor, by id. */
export const CLASS_PARAM = 'classe';
export const PROFESSOR_PARAM = 'professeur';

/** Whose timetable the administrator looks at. */
export type TimetableFilter = { by: 'class'; id: number } | { by: 'professor'; id: number };

function idOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * View model of `/ecole/emploi-du-temps` (the administrator's timetable):
 * - `filter`: a class (`?classe=`, by default the first class) or a professor (`?professeur=`);
 *   `showClass`, `showProfessor` change it (the week stays);
 * - `week`, `query`: the week in the URL (`?semaine=`) for that class or professor (see useWeekSchedule);
 * - `who`: what a seance names besides its subject (the professor in a class's week, the class in a professor's);
 * - the lists the form offers: `classes`, `professors`, `subjects`, `classrooms`, `holidays`;
 * - `add`, `edit`: save a seance (call "seances per day"); a refusal comes back as the form's errors
 *   (holiday, overlap, …); on success the week of the seance is shown, reloaded;
 * - `remove`: delete an occurrence with its scope; throws when refused (the confirmation says so).
 */
export function useSchoolTimetable(now?: Date) {
  const [params, setParams] = useSearchParams();
  const classes = useGetClassesQuery();
  const professors = useGetSchoolProfessorsQuery();
  const subjects = useGetSchoolSubjectsQuery();
  const classrooms = useGetClassroomsQuery();
  const holidays = useGetHolidaysQuery();
  const [saveSeance] = useSaveSeanceMutation();

  const professorId = idOf(params.get(PROFESSOR_PARAM));
  const classId = idOf(params.get(CLASS_PARAM)) ?? classes.data?.[0]?.id ?? null;
  const filter: TimetableFilter | null =
    professorId !== null
      ? { by: 'professor', id: professorId }
      : classId !== null
        ? { by: 'class', id: classId }
        : null;
  const schedule = useWeekSchedule(
    filter === null ? null : filter.by === 'class' ? { class_id: filter.id } : { professor_id: filter.id },
    now,
  );
  const { week } = schedule;

  const setFilter = useCallback(
    (name: string, id: number | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CLASS_PARAM);
        next.delete(PROFESSOR_PARAM);
        if (id !== null) next.set(name, String(id));
        return next;
      }),
    [setParams],
  );

  const save = useCallback(
    async (payload: SeancePayload, date: string): Promise<SeanceFormErrors | undefined> => {
      try {
        await saveSeance(payload).unwrap();
      } catch (error) {
        const refused = isApiError(error) && apiErrorCause(error) === 'rejected';
        return saveErrors(refused ? error.data : undefined);
      }
      week.goTo(date);
      return undefined;
    },
    [saveSeance, week],
  );

  return {
    ...schedule,
    filter,
    who: (filter?.by === 'professor' ? 'class' : 'professor') satisfies SeanceWho as SeanceWho,
    classes,
    professors,
    subjects,
    classrooms,
    holidays,
    showClass: (id: number) => setFilter(CLASS_PARAM, id),
    showProfessor: (id: number | null) => setFilter(PROFESSOR_PARAM, id),
    add: (values: SeanceFormValues) => save(addPayload(values), values.date ?? week.monday),
    edit: (seance: Seance, values: SeanceFormValues, scope: UpdateScope) =>
      save(editPayload(seance, values, scope), seance.date),
    remove: async (seance: Seance, scope: UpdateScope) => {
      await saveSeance(deletePayload(seance, scope)).unwrap();
    },
  };
}
