import { useCallback, useMemo } from 'react';
import { useDeleteSchoolSettingsMutation, useUpdateSchoolSettingsMutation } from '@kk/api-clients';
import { LANGUAGES, type Language, type SchoolSettingKey, type SchoolSettings } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { useMySchool } from '../../shared/use-my-school';
import { submissionErrors } from '../shared/server-errors';

/** Values of the settings form (numbers as typed). */
export interface SettingsValues {
  periods_count?: string;
  seance_duration_minutes?: string;
  periodicity_weeks?: string;
  notify_absences?: boolean;
  language?: Language;
}

/** The period counts offered: two semesters or three trimesters (the Moroccan school year). */
export const PERIOD_COUNTS = [2, 3] as const;

/** Shortest and longest default seance, in minutes. */
export const SEANCE_MINUTES = { min: 15, max: 240 } as const;

/** Longest default periodicity, in weeks (a seance every week up to once a term). */
export const MAX_PERIODICITY_WEEKS = 12;

/**
 * The settings the reset puts back to their defaults (call 80): everything on this form. The current
 * year (chosen on "Années scolaires") and the grade scale (§9: 20) are not reset.
 */
export const RESET_KEYS: readonly SchoolSettingKey[] = [
  'periods_count',
  'seance_duration_minutes',
  'periodicity_weeks',
  'notify_absences',
  'language',
];

function isWholeBetween(value: string | undefined, min: number, max: number): boolean {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

/** Period count offered; a seance of 15 to 240 minutes; a periodicity of 1 to 12 weeks; a document language. */
export function validateSettings(values: SettingsValues): Partial<Record<keyof SettingsValues, TranslationKey>> {
  const errors: Partial<Record<keyof SettingsValues, TranslationKey>> = {};
  if (!PERIOD_COUNTS.some((n) => String(n) === values.periods_count))
    errors.periods_count = 'learning-school:settings.periodsRequired';
  if (!isWholeBetween(values.seance_duration_minutes, SEANCE_MINUTES.min, SEANCE_MINUTES.max))
    errors.seance_duration_minutes = 'learning-school:settings.durationInvalid';
  if (!isWholeBetween(values.periodicity_weeks, 1, MAX_PERIODICITY_WEEKS))
    errors.periodicity_weeks = 'learning-school:settings.periodicityInvalid';
  if (!values.language || !LANGUAGES.includes(values.language))
    errors.language = 'learning-school:settings.languageRequired';
  return errors;
}

/** The form's values of the school's settings. */
export function settingsValues(settings: SchoolSettings): SettingsValues {
  return {
    periods_count: String(settings.periods_count),
    seance_duration_minutes: String(settings.seance_duration_minutes),
    periodicity_weeks: String(settings.periodicity_weeks),
    notify_absences: settings.notify_absences,
    language: settings.language,
  };
}

/**
 * View model of the settings card of `/ecole/parametres`: the school's settings (in the school, call
 * 65), `save` (call 79; answers what the form shows on a failure, nothing on success) and `reset`
 * (call 80 with {@link RESET_KEYS}: the settings go back to their defaults; rejects on a failure).
 */
export function useSchoolSettings() {
  const { school } = useMySchool();
  const [update] = useUpdateSchoolSettingsMutation();
  const [remove] = useDeleteSchoolSettingsMutation();
  // One object per answer: final-form starts again (pristine) whenever the settings change.
  const initialValues = useMemo(() => (school ? settingsValues(school.settings) : undefined), [school]);

  const save = useCallback(
    async (values: SettingsValues) => {
      if (!school) return submissionErrors(undefined, 'learning-school:list.saveFailed');
      try {
        await update({
          school_id: school.id,
          periods_count: Number(values.periods_count),
          seance_duration_minutes: Number(values.seance_duration_minutes),
          periodicity_weeks: Number(values.periodicity_weeks),
          notify_absences: values.notify_absences === true,
          language: values.language,
        }).unwrap();
        return undefined;
      } catch (error) {
        return submissionErrors(error, 'learning-school:list.saveFailed');
      }
    },
    [school, update],
  );

  const reset = useCallback(async () => {
    if (!school) throw new Error('No school');
    await remove({ school_id: school.id, keys: [...RESET_KEYS] }).unwrap();
  }, [remove, school]);

  return { school, initialValues, save, reset };
}
