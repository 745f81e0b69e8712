import { useCallback, useMemo } from 'react';
import {
  useGetClassesQuery,
  useGetSchoolProfessorsQuery,
  useGetScholarYearsQuery,
  useSaveClassMutation,
  useUpdateSchoolSettingsMutation,
} from '@kk/api-clients';
import type { LevelGroupKind, SchoolClass } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { useMySchool } from '../../shared/use-my-school';
import { saveRow } from '../shared/save-row';
import { refusalKey } from '../shared/server-errors';
import { useLevelsTaught } from '../shared/use-levels-taught';

/** Values of the class form (ids as the selects give them). */
export interface ClassValues {
  name?: string;
  level_id?: string;
  scholar_year_id?: string;
  /** The main professor's id; empty or absent: none. */
  main_professor_id?: string;
}

/** Name, level and scholar year required (§5 'class, level ... names required'). */
export function validateClass(values: ClassValues): Partial<Record<keyof ClassValues, TranslationKey>> {
  const errors: Partial<Record<keyof ClassValues, TranslationKey>> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.level_id) errors.level_id = 'validation:levelRequired';
  if (!values.scholar_year_id) errors.scholar_year_id = 'learning-school:classes.yearRequired';
  return errors;
}

/**
 * View model of `/ecole/classes`: the level groups taught and their levels (`saveLevelGroups`:
 * settings update with `level_groups`, refused while a class is at a level left out), the classes
 * of the school (call 76) by level then name, the scholar years (the current one by default) and
 * the school's professors (for the main professor) for the form, `save` / `remove` (assumed write `POST /api/classes`; a class with students or seances
 * is not deleted).
 */
export function useClasses() {
  const { school } = useMySchool();
  const taught = useLevelsTaught();
  const classesQuery = useGetClassesQuery();
  const years = useGetScholarYearsQuery();
  // The main professor is optional: without the list, the form offers none but still saves.
  const professors = useGetSchoolProfessorsQuery();
  const [saveClass] = useSaveClassMutation();
  const [updateSettings, groupsState] = useUpdateSchoolSettingsMutation();

  const classes = useMemo(
    () =>
      [...(classesQuery.data ?? [])].sort(
        (a, b) => a.level_id - b.level_id || a.name.localeCompare(b.name, 'fr', { numeric: true }),
      ),
    [classesQuery.data],
  );
  const query = { ...classesQuery, data: classesQuery.data ? classes : undefined };
  const currentYearId = school?.settings.current_scholar_year_id ?? years.data?.find((y) => y.is_current)?.id;

  const initialValues = useCallback(
    (classe: SchoolClass | null): ClassValues =>
      classe
        ? {
            name: classe.name,
            level_id: String(classe.level_id),
            scholar_year_id: String(classe.scholar_year_id),
            main_professor_id: classe.main_professor_id === null ? undefined : String(classe.main_professor_id),
          }
        : { scholar_year_id: currentYearId === undefined ? undefined : String(currentYearId) },
    [currentYearId],
  );

  const save = useCallback(
    async (values: ClassValues, classe: SchoolClass | null) => {
      const fields = {
        name: values.name?.trim() ?? '',
        level_id: Number(values.level_id),
        scholar_year_id: Number(values.scholar_year_id),
        main_professor_id: values.main_professor_id ? Number(values.main_professor_id) : null,
      };
      return saveRow(saveClass, classe, fields);
    },
    [saveClass],
  );

  const remove = useCallback(
    (classe: SchoolClass) => saveClass({ action: 'delete', id: classe.id }).unwrap(),
    [saveClass],
  );

  /** Saves the level groups taught; answers the refusal's text key, or null when saved. */
  const saveLevelGroups = useCallback(
    async (groups: LevelGroupKind[]): Promise<TranslationKey | null> => {
      if (!school) return 'learning-school:list.saveFailed';
      try {
        await updateSettings({ school_id: school.id, level_groups: groups }).unwrap();
        return null;
      } catch (error) {
        return refusalKey(error) ?? 'learning-school:list.saveFailed';
      }
    },
    [school, updateSettings],
  );

  return {
    query,
    classes,
    years: years.data ?? [],
    professors: professors.data ?? [],
    taught,
    initialValues,
    save,
    remove,
    saveLevelGroups,
    savingGroups: groupsState.isLoading,
    /** The school is there (the levels form starts from its level groups). */
    ready: school !== null,
  };
}
