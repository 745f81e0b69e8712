import { useCallback, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { isApiError, useRegisterChildMutation } from '@kk/api-clients';
import { learningRegistrationErrorMessageKey } from '@kk/domain';
import { submitError } from '@kk/ui-kit';
import { childName } from '../children/use-children';
import { toRegistrationPayload, type ChildFormValues } from '../shared/child-form';

/** The new child's sign-in, shown once to the parent. */
export interface ChildCredentials {
  /** The child's name, to say whose account it is. */
  name: string;
  /** The username the backend chose. */
  username: string;
  /** The password, as the backend answered it. */
  password: string;
}

/** What {@link useAddChild} returns. */
export interface UseAddChildResult {
  /** final-form `onSubmit`: on failure resolves with the §8 message's key as `submitError`. */
  submit: (values: ChildFormValues) => Promise<SubmissionErrors | undefined>;
  /** The child's credentials once the account exists; null before. Kept in this page's state only. */
  credentials: ChildCredentials | null;
}

/**
 * View model of `/parent/enfants/nouveau`: registers the child (`child_register`, call 35), then
 * holds the username and password the backend answered so the page shows them once. They live in
 * the component's state only (never stored): leaving the page forgets them. A refusal is the §8
 * registration message: 'Identifiant déjà utilisé' when the answer carries an `error`, else
 * 'Erreur d'authentification'. The children list refreshes (the endpoint invalidates it).
 */
export function useAddChild(): UseAddChildResult {
  const [registerChild] = useRegisterChildMutation();
  const [credentials, setCredentials] = useState<ChildCredentials | null>(null);

  const submit = useCallback(
    async (values: ChildFormValues) => {
      try {
        const answer = await registerChild(toRegistrationPayload(values)).unwrap();
        setCredentials({ name: childName(answer.child), username: answer.username, password: answer.password });
      } catch (error) {
        return submitError(learningRegistrationErrorMessageKey(isApiError(error) ? error.data : undefined));
      }
      return undefined;
    },
    [registerChild],
  );

  return { submit, credentials };
}
