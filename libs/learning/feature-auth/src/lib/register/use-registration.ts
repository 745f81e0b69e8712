import { useCallback, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import {
  isApiError,
  useChangeCurrentLevelMutation,
  useLearningLoginMutation,
  useRegisterLearningUserMutation,
  useRegisterParentMutation,
  useRegisterProfessorMutation,
  useRegisterSchoolMutation,
} from '@kk/api-clients';
import { learningRegistrationErrorMessageKey, sessionUserFromLogin, type RegistrationResult } from '@kk/domain';
import { currentLevelChanged, loggedIn, useAppDispatch } from '@kk/session';
import { submitError } from '@kk/ui-kit';
import {
  toBasePayload,
  toParentPayload,
  toProfessorPayload,
  toSchoolPayload,
  type RegistrationProfile,
  type RegistrationValues,
} from './registration-rules';

/** How a registration ended. */
export type RegistrationOutcome =
  /** The account exists and the user is signed in (the fake backend activates accounts at once). */
  | { kind: 'signed-in'; username: string; firstName: string }
  /** The account exists but signing in failed: the user signs in with the username shown. */
  | { kind: 'created'; username: string };

/** What {@link useRegistration} returns. */
export interface UseRegistration {
  /** final-form `onSubmit`: resolves with the §8 message's key as the form's `submitError` when the registration fails. */
  submit: (values: RegistrationValues) => Promise<SubmissionErrors | undefined>;
  /** Set once the account is created. */
  outcome: RegistrationOutcome | null;
}

/**
 * Registers one profile (§7: the global registration for a student, the parent, school and
 * professor registrations), then signs the user in with the username and password the backend
 * answers (§3), then, for a student, sets the chosen level as the current level (so the dashboard
 * shows that level's challenges and exams at once).
 *
 * Failure (§8): 'Identifiant déjà utilisé' when the answer carries an `error`, else 'Erreur
 * d'authentification'; the form keeps what was typed.
 */
export function useRegistration(profile: RegistrationProfile): UseRegistration {
  const [registerStudent] = useRegisterLearningUserMutation();
  const [registerParent] = useRegisterParentMutation();
  const [registerSchool] = useRegisterSchoolMutation();
  const [registerProfessor] = useRegisterProfessorMutation();
  const [login] = useLearningLoginMutation();
  const [changeCurrentLevel] = useChangeCurrentLevelMutation();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);

  const register = useCallback(
    (values: RegistrationValues): Promise<RegistrationResult> => {
      switch (profile) {
        case 'child':
          return registerStudent(toBasePayload(values)).unwrap();
        case 'parent':
          return registerParent(toParentPayload(values)).unwrap();
        case 'school':
          return registerSchool(toSchoolPayload(values)).unwrap();
        case 'professor':
          return registerProfessor(toProfessorPayload(values)).unwrap();
      }
    },
    [profile, registerStudent, registerParent, registerSchool, registerProfessor],
  );

  const submit = useCallback(
    async (values: RegistrationValues) => {
      let credentials: RegistrationResult;
      try {
        credentials = await register(values);
      } catch (error) {
        return submitError(learningRegistrationErrorMessageKey(isApiError(error) ? error.data : undefined));
      }
      try {
        const response = await login(credentials).unwrap();
        dispatch(loggedIn(sessionUserFromLogin(response)));
      } catch {
        setOutcome({ kind: 'created', username: credentials.username });
        return undefined;
      }
      if (profile === 'child' && values.level_id) {
        try {
          const { current_level } = await changeCurrentLevel(Number(values.level_id)).unwrap();
          dispatch(currentLevelChanged(current_level));
        } catch {
          // Not blocking: the dashboard asks for the level again when none is set.
        }
      }
      setOutcome({ kind: 'signed-in', username: credentials.username, firstName: (values.first_name ?? '').trim() });
      return undefined;
    },
    [register, login, changeCurrentLevel, dispatch, profile],
  );

  return { submit, outcome };
}
