import { useCallback, useState } from 'react';
import { useRegisterMutation, useUploadAssetMutation } from '@kk/api-clients';
import { usePhotoRejectionMessage } from '@kk/shop-ui';
import type { FileRejection } from '@kk/ui-kit';
import { useSignIn } from '../login/use-sign-in';
import { toRegisterPayload, type RegisterValues } from './register-values';

/** What {@link useRegister} returns. */
export interface UseRegisterResult {
  /**
   * The form's `onSubmit`: registers (with the photo's URL, if any), then signs in with the
   * answered credentials and runs the post-login redirect of §4. A failure only gives the form back
   * (§8: no message in the shop): the promise resolves either way, with nothing.
   */
  submit: (values: RegisterValues) => Promise<void>;
  /** The uploaded profile photo (0 or 1 URL). */
  photo: string[];
  /** Sets the photo (the uploader's `onChange`). */
  setPhoto: (photo: string[]) => void;
  /** A photo is being uploaded (Create waits for it). */
  uploading: boolean;
  /** The uploader's `onUploadingChange`. */
  setUploading: (uploading: boolean) => void;
  /** Why the last picked file was refused, if it was. */
  photoError: string | undefined;
  /** The uploader's `onReject`: explains the first refused file. */
  rejectPhoto: (rejections: FileRejection[]) => void;
  /** The uploader's `onUpload`: uploads the picked file and resolves with its URL. */
  uploadPhoto: (file: File) => Promise<string>;
}

/**
 * Registration in the shop (`register`, §2): the optional profile photo uploaded when picked
 * (`upload_asset`), then the account, then sign-in with the answered username and password.
 */
export function useRegister(): UseRegisterResult {
  const [register] = useRegisterMutation();
  const [uploadAsset] = useUploadAssetMutation();
  const { signIn } = useSignIn();
  const [photo, setPhoto] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const explainRejection = usePhotoRejectionMessage();

  const submit = useCallback(
    async (values: RegisterValues) => {
      try {
        const credentials = await register(toRegisterPayload(values, photo[0] ?? null)).unwrap();
        await signIn(credentials);
      } catch {
        // §8 (shop): a failed registration only gives the form back.
      }
    },
    [register, signIn, photo],
  );

  const rejectPhoto = useCallback(
    ([first]: FileRejection[]) => setPhotoError(first && explainRejection(first)),
    [explainRejection],
  );

  const uploadPhoto = useCallback(
    (file: File) => {
      setPhotoError(undefined);
      return uploadAsset({ file })
        .unwrap()
        .then((answer) => answer.url);
    },
    [uploadAsset],
  );

  return { submit, photo, setPhoto, uploading, setUploading, photoError, rejectPhoto, uploadPhoto };
}
