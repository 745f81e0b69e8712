import {
  isValidCoefficient,
  isValidDuration,
  PERIODS,
  type Control,
  type ControlPayload,
  type Period,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { formatDateValue, parseDate } from '@kk/ui-kit';

/** Values of the "Nouveau contrôle" / "Modifier le contrôle" form, as typed. */
export interface ControlFormValues {
  /** Title. */
  title?: string;
  /** Subject id, as the select gives it. */
  subject_id?: string;
  /** Date, DD/MM/YYYY. */
  date?: string;
  /** Trimester, as the select gives it. */
  period?: string;
  /** Coefficient, a French comma accepted. */
  coefficient?: string;
  /** Duration in minutes. */
  duration_minutes?: string;
  /** The competencies assessed, ids as the checkboxes give them. */
  competency_ids?: string[];
}

/** A number typed with a French comma or a point; NaN when it is not one. */
export function typedNumber(text: string | undefined): number {
  const tidy = (text ?? '').replace(/\s/g, '').replace(',', '.');
  return tidy === '' || !/^-?\d*(\.\d+)?$/.test(tidy) ? Number.NaN : Number(tidy);
}

/** The period a select value names, or null. */
export function toPeriod(value: string | null | undefined): Period | null {
  return PERIODS.find((p) => String(p) === value) ?? null;
}

/**
 * Checks the form before sending, with the §5 dictionary's messages: title and subject required,
 * a date that exists, a duration of at least 1, a coefficient not negative.
 */
export function validateControlForm(
  values: ControlFormValues,
): Partial<Record<keyof ControlFormValues, TranslationKey>> {
  const errors: Partial<Record<keyof ControlFormValues, TranslationKey>> = {};
  if (!values.title?.trim()) errors.title = 'validation:titleRequired';
  if (!values.subject_id) errors.subject_id = 'validation:subjectRequired';
  if (!values.date || !parseDate(values.date)) errors.date = 'learning-grades:form.dateInvalid';
  if (!toPeriod(values.period)) errors.period = 'learning-grades:form.periodRequired';
  const coefficient = typedNumber(values.coefficient);
  if (!values.coefficient?.trim()) errors.coefficient = 'learning-grades:form.coefficientRequired';
  else if (Number.isNaN(coefficient)) errors.coefficient = 'learning-grades:form.notANumber';
  else if (!isValidCoefficient(coefficient)) errors.coefficient = 'validation:coefficientNotNegative';
  const duration = typedNumber(values.duration_minutes);
  if (Number.isNaN(duration) || !isValidDuration(duration)) errors.duration_minutes = 'validation:durationMin';
  return errors;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The payload of calls 84/85 from valid form values (`add`, or `edit` of `editing`). */
export function toControlPayload(values: ControlFormValues, classId: number, editing: Control | null): ControlPayload {
  const day = parseDate(values.date ?? '') ?? new Date();
  const fields = {
    title: (values.title ?? '').trim(),
    class_id: classId,
    subject_id: Number(values.subject_id),
    date: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
    duration_minutes: typedNumber(values.duration_minutes),
    coefficient: typedNumber(values.coefficient),
    period: toPeriod(values.period) ?? 1,
    competency_ids: values.competency_ids ? values.competency_ids.map(Number) : (editing?.competency_ids ?? []),
  };
  return editing ? { action: 'edit', id: editing.id, ...fields } : { action: 'add', ...fields };
}

/** The form's starting values: the control edited, or a new one of the chosen period and subject, today. */
export function controlFormValues(
  editing: Control | null,
  defaults: { period: Period; subjectId: number | null; today: Date },
): ControlFormValues {
  if (editing) {
    const [year, month, day] = editing.date.split('-').map(Number);
    return {
      title: editing.title,
      subject_id: String(editing.subject_id),
      date: year && month && day ? formatDateValue(new Date(year, month - 1, day)) : '',
      period: String(editing.period),
      coefficient: String(editing.coefficient),
      duration_minutes: String(editing.duration_minutes),
      competency_ids: editing.competency_ids.map(String),
    };
  }
  return {
    title: '',
    subject_id: defaults.subjectId ? String(defaults.subjectId) : '',
    date: formatDateValue(defaults.today),
    period: String(defaults.period),
    coefficient: '1',
    duration_minutes: '60',
    competency_ids: [],
  };
}
