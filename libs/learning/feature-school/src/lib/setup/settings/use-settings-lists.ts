import { useCallback } from 'react';
import {
  useGetExerciseCategoriesQuery,
  useGetReclamationTypesQuery,
  useSaveExerciseCategoryMutation,
  useSaveReclamationTypeMutation,
} from '@kk/api-clients';
import type { ExerciseCategory, ReclamationType } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { saveRow } from '../shared/save-row';

/** Values of the reclamation type form. */
export interface ReclamationTypeValues {
  name?: string;
  description?: string;
}

/** Values of the exercise category form. */
export interface CategoryValues {
  name?: string;
}

/** A name is required (both forms). */
export function validateNamed(values: { name?: string }): Partial<Record<'name', TranslationKey>> {
  return values.name?.trim() ? {} : { name: 'validation:nameRequired' };
}

/** The reclamation type form's values (empty for a new one). */
export function reclamationTypeValues(type: ReclamationType | null): ReclamationTypeValues {
  return type ? { name: type.name, description: type.description } : {};
}

/** The category form's values (empty for a new one). */
export function categoryValues(category: ExerciseCategory | null): CategoryValues {
  return category ? { name: category.name } : {};
}

/**
 * View model of the two lists of `/ecole/parametres`: the reclamation types parents choose from
 * (list assumed, write call 88) and the exercise categories (call 63, write assumed; one holding
 * exercises is not deleted: `category_in_use`). Saves answer what the form shows on a failure.
 */
export function useSettingsLists() {
  const reclamationTypes = useGetReclamationTypesQuery();
  const categories = useGetExerciseCategoriesQuery();
  const [saveType] = useSaveReclamationTypeMutation();
  const [saveCategory] = useSaveExerciseCategoryMutation();

  const saveReclamationType = useCallback(
    async (values: ReclamationTypeValues, type: ReclamationType | null) => {
      const fields = { name: values.name?.trim() ?? '', description: values.description?.trim() ?? '' };
      return saveRow(saveType, type, fields);
    },
    [saveType],
  );

  const saveExerciseCategory = useCallback(
    async (values: CategoryValues, category: ExerciseCategory | null) => {
      const name = values.name?.trim() ?? '';
      return saveRow(saveCategory, category, { name });
    },
    [saveCategory],
  );

  return {
    reclamationTypes,
    categories,
    saveReclamationType,
    removeReclamationType: (type: ReclamationType) => saveType({ action: 'delete', id: type.id }).unwrap(),
    saveExerciseCategory,
    removeExerciseCategory: (category: ExerciseCategory) =>
      saveCategory({ action: 'delete', id: category.id }).unwrap(),
  };
}
