import { useCallback } from 'react';
import { useUpdateProfileMutation } from '@kk/api-clients';
import { profileUpdated, selectSessionUser, useAppDispatch, useAppSelector } from '@kk/session';
import { profileValuesOf, toProfilePayload, type ProfileValues } from './profile-values';

/** What {@link useProfileUpdate} returns. */
export interface ProfileUpdate {
  /** Saves the contact details (the photo is kept). Resolves true once saved, false on failure. */
  saveDetails: (values: ProfileValues) => Promise<boolean>;
  /** Saves a new photo (the details are kept). Resolves true once saved, false on failure. */
  savePhoto: (imageUrl: string) => Promise<boolean>;
}

/**
 * The profile update (`profile_edit`, §3): sends the contact details with the photo, then merges
 * the answer into the session user (and the stored `session_user` / `InfoProfile`). A failure is
 * swallowed apart from the result (§8): callers only leave their submitting state.
 */
export function useProfileUpdate(): ProfileUpdate {
  const [updateProfile] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);

  const save = useCallback(
    async (values: ProfileValues, imageUrl: string | null) => {
      try {
        const saved = await updateProfile(toProfilePayload(values, imageUrl)).unwrap();
        dispatch(
          profileUpdated({
            firstName: saved.first_name,
            lastName: saved.last_name,
            email: saved.email,
            phone_number: saved.phone_number,
            image: saved.image_url ?? null,
          }),
        );
        return true;
      } catch {
        return false;
      }
    },
    [updateProfile, dispatch],
  );

  const currentImage = user?.profile.image ?? user?.image ?? null;
  const saveDetails = useCallback((values: ProfileValues) => save(values, currentImage), [save, currentImage]);
  const savePhoto = useCallback((imageUrl: string) => save(profileValuesOf(user), imageUrl), [save, user]);
  return { saveDetails, savePhoto };
}
