import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateInactiveSchoolMutation } from '@kk/api-clients';
import { STORAGE_KEYS, type UnlistedSchoolRequest } from '@kk/domain';
import { selectIsLoggedIn, SESSION_ROUTES, useAppSelector, writeStored } from '@kk/session';

/** How a submission ended: sent, stored until sign-in, or failed (with the failure, whose cause the form names). */
export type UnlistedSchoolOutcome = 'sent' | 'stored' | { failed: unknown };

/** What {@link useUnlistedSchoolRequest} returns. */
export interface UnlistedSchoolRequestApi {
  /**
   * Sends the request (signed in: `create_inactive`) or keeps it for after sign-in (visitor:
   * stored as `school_temp`, then /connexion), as §4 says.
   */
  submit: (request: UnlistedSchoolRequest) => Promise<UnlistedSchoolOutcome>;
  /** The request was sent: show the success popup. */
  sent: boolean;
  /** Closes the success popup. */
  acknowledge: () => void;
}

/**
 * The unlisted-school request of §4: a visitor's request is stored as `school_temp` and the
 * visitor goes to sign in (the login's redirect sends it and shows the success popup); a
 * signed-in user's request is sent at once, then the success popup shows.
 */
export function useUnlistedSchoolRequest(): UnlistedSchoolRequestApi {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [createInactiveSchool] = useCreateInactiveSchoolMutation();
  const [sent, setSent] = useState(false);

  const submit = useCallback(
    async (request: UnlistedSchoolRequest): Promise<UnlistedSchoolOutcome> => {
      if (!isLoggedIn) {
        writeStored(STORAGE_KEYS.schoolTemp, request);
        navigate(SESSION_ROUTES.login);
        return 'stored';
      }
      try {
        await createInactiveSchool(request).unwrap();
        setSent(true);
        return 'sent';
      } catch (error) {
        return { failed: error };
      }
    },
    [isLoggedIn, navigate, createInactiveSchool],
  );

  const acknowledge = useCallback(() => setSent(false), []);
  return { submit, sent, acknowledge };
}
