import { FORM_ERROR } from 'final-form';
import {
  isEndTimeAfterStart,
  type Holiday,
  type Seance,
  type SeancePayload,
  type SeanceType,
  type UpdateScope,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { ISO_DATE, weekdayOf } from './week';

/** Values of the seance form (text inputs and selects hold strings). */
export interface SeanceFormValues {
  type: SeanceType;
  class_id?: string;
  subject_id?: string;
  professor_id?: string;
  /** '' for no classroom. */
  classroom_id?: string;
  date?: string;
  start_time?: string;
  end_time?: string;
  /** Every this many weeks (a normal seance); ignored for a catch-up (one date). */
  periodicity_weeks?: string;
}

/** Errors of the seance form, as translation keys (FORM_ERROR for the whole form). */
export type SeanceFormErrors = Partial<Record<keyof SeanceFormValues | typeof FORM_ERROR, TranslationKey>>;

/** The holiday `date` falls in, if any. */
export function holidayOf(date: string, holidays: readonly Holiday[]): Holiday | undefined {
  return holidays.find((h) => h.start_date <= date && date <= h.end_date);
}

/**
 * The seance form's rules (§5 dictionary messages where it has one): class, subject, professor,
 * date, start and end required; 'End time must be later than start time'; a school day (Monday to
 * Saturday) outside the holidays; a normal seance repeats every 1 week or more (§9 periodicity).
 */
export function validateSeance(values: SeanceFormValues, holidays: readonly Holiday[] = []): SeanceFormErrors {
  const errors: SeanceFormErrors = {};
  if (!values.class_id) errors.class_id = 'validation:classRequired';
  if (!values.subject_id) errors.subject_id = 'validation:subjectRequired';
  if (!values.professor_id) errors.professor_id = 'learning-timetable:form.professorRequired';
  if (!values.date) errors.date = 'learning-timetable:form.dateRequired';
  else if (!ISO_DATE.test(values.date)) errors.date = 'learning-timetable:form.dateInvalid';
  else if (weekdayOf(values.date) === 7) errors.date = 'learning-timetable:form.sunday';
  else if (holidayOf(values.date, holidays)) errors.date = 'learning-timetable:form.holiday';
  if (!values.start_time) errors.start_time = 'learning-timetable:form.timeRequired';
  if (!values.end_time) errors.end_time = 'learning-timetable:form.timeRequired';
  else if (values.start_time && !isEndTimeAfterStart(values.start_time, values.end_time)) {
    errors.end_time = 'validation:endTimeAfterStart';
  }
  if (values.type === 'normal') {
    const weeks = Number(values.periodicity_weeks);
    if (!Number.isInteger(weeks) || weeks < 1) errors.periodicity_weeks = 'learning-timetable:form.periodicityMin';
  }
  return errors;
}

/** The form's values for a new seance: a weekly normal seance on `date` (the week's Monday or today). */
export function newSeanceValues(date: string, classId?: number): SeanceFormValues {
  return {
    type: 'normal',
    class_id: classId === undefined ? '' : String(classId),
    subject_id: '',
    professor_id: '',
    classroom_id: '',
    date,
    start_time: '',
    end_time: '',
    periodicity_weeks: '1',
  };
}

/** The form's values for changing `seance` (the occurrence opened). */
export function seanceValues(seance: Seance): SeanceFormValues {
  return {
    type: seance.type,
    class_id: String(seance.class_id),
    subject_id: String(seance.subject_id),
    professor_id: String(seance.professor_id),
    classroom_id: seance.classroom_id === null ? '' : String(seance.classroom_id),
    date: seance.date,
    start_time: seance.start_time,
    end_time: seance.end_time,
    periodicity_weeks: String(Math.max(1, seance.periodicity_weeks)),
  };
}

/** The fields of a save (add or edit) from valid form values. */
function fieldsOf(values: SeanceFormValues) {
  return {
    class_id: Number(values.class_id),
    subject_id: Number(values.subject_id),
    professor_id: Number(values.professor_id),
    classroom_id: values.classroom_id ? Number(values.classroom_id) : null,
    date: values.date ?? '',
    start_time: values.start_time ?? '',
    end_time: values.end_time ?? '',
    type: values.type,
    periodicity_weeks: values.type === 'catchup' ? 0 : Number(values.periodicity_weeks),
  };
}

/** The payload adding a seance (call "seances per day", action add). */
export function addPayload(values: SeanceFormValues): SeancePayload {
  return { action: 'add', ...fieldsOf(values) };
}

/** The payload changing `seance` from its opened date with `scope` (action edit). */
export function editPayload(seance: Seance, values: SeanceFormValues, scope: UpdateScope): SeancePayload {
  return { action: 'edit', id: seance.id, update_scope: scope, ...fieldsOf(values), date: seance.date };
}

/** The payload deleting `seance` from its opened date with `scope` (action delete). */
export function deletePayload(seance: Seance, scope: UpdateScope): SeancePayload {
  return { action: 'delete', id: seance.id, date: seance.date, update_scope: scope };
}

const CONFLICTS: Readonly<Record<string, TranslationKey>> = {
  class: 'learning-timetable:form.conflictClass',
  classroom: 'learning-timetable:form.conflictClassroom',
  professor: 'learning-timetable:form.conflictProfessor',
};

/**
 * The form errors for a refused save: a holiday on the date, an overlap (on the start time, which
 * kind), another 400's fields on their fields; always a line for the whole form saying it was not
 * saved (what was typed stays).
 */
export function saveErrors(body: unknown): SeanceFormErrors {
  const errors: SeanceFormErrors = { [FORM_ERROR]: 'learning-timetable:form.failed' };
  if (typeof body !== 'object' || body === null) return errors;
  const b = body as { error?: unknown; conflict?: unknown; fields?: Record<string, unknown> };
  if (b.error === 'holiday') errors.date = 'learning-timetable:form.holiday';
  else if (b.error === 'seance_conflict') {
    errors.start_time = CONFLICTS[String(b.conflict)] ?? 'learning-timetable:form.conflictClass';
    errors[FORM_ERROR] = 'learning-timetable:form.conflict';
  } else if (b.fields) {
    for (const field of Object.keys(b.fields)) {
      if (field in newSeanceValues('')) errors[field as keyof SeanceFormValues] = 'learning-timetable:form.invalid';
    }
  }
  return errors;
}
