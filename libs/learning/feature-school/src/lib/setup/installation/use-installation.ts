import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAddSchoolMutation, useBecomeSchoolAdminMutation } from '@kk/api-clients';
import { LEVEL_GROUP_KINDS, type LevelGroupKind } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { useMySchool } from '../../shared/use-my-school';
import { submissionErrors } from '../shared/server-errors';

/** The guided first run's steps, in order. */
export const INSTALL_STEPS = [
  'school',
  'years',
  'levels',
  'classes',
  'subjects',
  'rooms',
  'calendar',
  'students',
] as const;
/** One of {@link INSTALL_STEPS}. */
export type InstallStep = (typeof INSTALL_STEPS)[number];

/** The search parameter that keeps the step (`?etape=3`; `fin` for the end). */
export const STEP_PARAM = 'etape';

/** Values of the new school form. */
export type NewSchoolValues = Partial<Record<'name' | 'city' | 'address' | 'phone' | 'email', string>> &
  Partial<Record<LevelGroupKind, boolean>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field required; a valid e-mail; at least one cycle (§5 dictionary messages). */
export function validateNewSchool(values: NewSchoolValues): Partial<Record<keyof NewSchoolValues, TranslationKey>> {
  const errors: Partial<Record<keyof NewSchoolValues, TranslationKey>> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.city?.trim()) errors.city = 'validation:cityRequired';
  if (!values.address?.trim()) errors.address = 'learning-school:install.addressRequired';
  if (!values.phone?.trim()) errors.phone = 'validation:phoneRequired';
  if (!values.email?.trim()) errors.email = 'validation:emailRequired';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'validation:emailFormat';
  if (!LEVEL_GROUP_KINDS.some((g) => values[g])) errors.primaire = 'learning-school:levels.atLeastOne';
  return errors;
}

/**
 * View model of `/ecole/installation`, the guided first run: the step from `?etape=` (1 to 8, the
 * end after the last; anything else is the first), `go` to another step (the address keeps it),
 * the school (null until one is added or joined), `addSchool` (call 78) and `joinSchool` ("Je suis
 * déjà dans une école": call 94; `joined` false when no school came with it).
 */
export function useInstallation() {
  const [params, setParams] = useSearchParams();
  const { school, query } = useMySchool();
  const [add] = useAddSchoolMutation();
  const [become, becomeState] = useBecomeSchoolAdminMutation();

  const raw = params.get(STEP_PARAM);
  const number = Number(raw);
  const finished = raw === 'fin';
  const index = Number.isInteger(number) && number >= 1 && number <= INSTALL_STEPS.length ? number - 1 : 0;

  const go = useCallback(
    (next: number | 'end') => {
      setParams({ [STEP_PARAM]: next === 'end' ? 'fin' : String(next + 1) });
    },
    [setParams],
  );

  const addSchool = useCallback(
    async (values: NewSchoolValues) => {
      try {
        await add({
          name: values.name?.trim() ?? '',
          city: values.city?.trim() ?? '',
          address: values.address?.trim() ?? '',
          phone: values.phone?.trim() ?? '',
          email: values.email?.trim() ?? '',
          level_groups: LEVEL_GROUP_KINDS.filter((g) => values[g]),
        }).unwrap();
        return undefined;
      } catch (error) {
        return submissionErrors(error, 'learning-school:install.addFailed');
      }
    },
    [add],
  );

  const joinSchool = useCallback(async () => {
    await become().unwrap();
  }, [become]);

  return {
    step: INSTALL_STEPS[index] as InstallStep,
    index,
    finished,
    go,
    school,
    schoolQuery: query,
    addSchool,
    joinSchool,
    joining: becomeState.isLoading,
    joinAnswered: becomeState.isSuccess || becomeState.isError,
  };
}
