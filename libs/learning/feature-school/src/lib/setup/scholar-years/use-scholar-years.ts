import { useCallback } from 'react';
import { useGetScholarYearsQuery, useSaveScholarYearMutation, useUpdateSchoolSettingsMutation } from '@kk/api-clients';
import { isEndDateAfterStart, type ScholarYear } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { isValidDate } from '@kk/ui-kit';
import { useMySchool } from '../../shared/use-my-school';
import { fieldToIso, isoToField } from '../shared/dates';
import { saveRow } from '../shared/save-row';

/** Values of the scholar year form (dates as typed, DD/MM/YYYY). */
export interface ScholarYearValues {
  name?: string;
  start_date?: string;
  end_date?: string;
}

/** Name required; both dates whole; the end later than the start (§5 'End date must be later than start date'). */
export function validateScholarYear(
  values: ScholarYearValues,
): Partial<Record<keyof ScholarYearValues, TranslationKey>> {
  const errors: Partial<Record<keyof ScholarYearValues, TranslationKey>> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!isValidDate(values.start_date ?? '')) errors.start_date = 'learning-school:form.dateInvalid';
  if (!isValidDate(values.end_date ?? '')) errors.end_date = 'learning-school:form.dateInvalid';
  else if (!errors.start_date && !isEndDateAfterStart(fieldToIso(values.start_date), fieldToIso(values.end_date)))
    errors.end_date = 'validation:endDateAfterStart';
  return errors;
}

/** The form's values of a year (empty for a new one). */
export function scholarYearValues(year: ScholarYear | null): ScholarYearValues {
  return year ? { name: year.name, start_date: isoToField(year.start_date), end_date: isoToField(year.end_date) } : {};
}

/**
 * View model of `/ecole/annees`: the school's scholar years (call 66, oldest first, the current one
 * marked), `save` (add/edit, assumed write), `remove` (refused for the current year and a year with
 * classes) and `makeCurrent` (settings update, call 79).
 */
export function useScholarYears() {
  const query = useGetScholarYearsQuery();
  const { school } = useMySchool();
  const [saveYear] = useSaveScholarYearMutation();
  const [updateSettings, settingsState] = useUpdateSchoolSettingsMutation();

  const save = useCallback(
    async (values: ScholarYearValues, year: ScholarYear | null) => {
      const fields = {
        name: values.name?.trim() ?? '',
        start_date: fieldToIso(values.start_date),
        end_date: fieldToIso(values.end_date),
      };
      return saveRow(saveYear, year, fields);
    },
    [saveYear],
  );

  const remove = useCallback((year: ScholarYear) => saveYear({ action: 'delete', id: year.id }).unwrap(), [saveYear]);

  const makeCurrent = useCallback(
    async (year: ScholarYear) => {
      if (!school) return;
      await updateSettings({ school_id: school.id, current_scholar_year_id: year.id }).unwrap();
    },
    [school, updateSettings],
  );

  return {
    query,
    save,
    remove,
    makeCurrent,
    makingCurrent: settingsState.isLoading,
    makeCurrentFailed: settingsState.isError,
  };
}
