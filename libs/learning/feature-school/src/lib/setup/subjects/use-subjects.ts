import { useCallback, useMemo } from 'react';
import { useGetSchoolSubjectsQuery, useSaveSchoolSubjectMutation } from '@kk/api-clients';
import { isValidCoefficient, type SchoolSubject } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { saveRow } from '../shared/save-row';

/** Values of the subject form: names, levels (ids as text, checkboxes), coefficient as typed. */
export interface SubjectValues {
  name?: string;
  name_ar?: string;
  level_ids?: string[];
  coefficient?: string;
}

/** Name and a level required; the coefficient a number, not negative (§5 'Coefficient must not be negative'). */
export function validateSubject(values: SubjectValues): Partial<Record<keyof SubjectValues, TranslationKey>> {
  const errors: Partial<Record<keyof SubjectValues, TranslationKey>> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.level_ids?.length) errors.level_ids = 'validation:levelRequired';
  const coefficient = Number(values.coefficient?.replace(',', '.'));
  if (values.coefficient === undefined || values.coefficient.trim() === '' || Number.isNaN(coefficient))
    errors.coefficient = 'learning-school:subjects.coefficientRequired';
  else if (!isValidCoefficient(coefficient)) errors.coefficient = 'validation:coefficientNotNegative';
  return errors;
}

/** The form's values of a subject (a new one: coefficient 1). */
export function subjectValues(subject: SchoolSubject | null): SubjectValues {
  return subject
    ? {
        name: subject.name,
        name_ar: subject.name_ar,
        level_ids: subject.level_ids.map(String),
        coefficient: String(subject.coefficient),
      }
    : { coefficient: '1', level_ids: [] };
}

/**
 * View model of `/ecole/matieres`: the school's subjects (assumed read: the national programme's
 * for its levels, read-only, then its own), by name; `save` / `remove` its own ("subjects
 * add/edit/delete"; a subject with seances is not deleted).
 */
export function useSubjects() {
  const subjectsQuery = useGetSchoolSubjectsQuery();
  const [saveSubject] = useSaveSchoolSubjectMutation();
  const subjects = useMemo(
    () =>
      [...(subjectsQuery.data ?? [])].sort(
        (a, b) => Number(a.own) - Number(b.own) || a.name.localeCompare(b.name, 'fr'),
      ),
    [subjectsQuery.data],
  );
  const query = { ...subjectsQuery, data: subjectsQuery.data ? subjects : undefined };

  const save = useCallback(
    async (values: SubjectValues, subject: SchoolSubject | null) => {
      const fields = {
        name: values.name?.trim() ?? '',
        name_ar: values.name_ar?.trim() ?? '',
        level_ids: (values.level_ids ?? []).map(Number),
        coefficient: Number(values.coefficient?.replace(',', '.')),
      };
      return saveRow(saveSubject, subject, fields);
    },
    [saveSubject],
  );

  const remove = useCallback(
    (subject: SchoolSubject) => saveSubject({ action: 'delete', id: subject.id }).unwrap(),
    [saveSubject],
  );

  return { query, subjects, save, remove };
}
