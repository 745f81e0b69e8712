import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useUploadAssetMutation } from '@kk/api-clients';
import { PHOTO_RULES, usePhotoRejectionMessage } from '@kk/shop-ui';
import { useToast, validateFiles } from '@kk/ui-kit';
import { useProfileUpdate } from './use-profile-update';

/** What {@link usePhotoPicker} returns. */
export interface PhotoPicker {
  /** Opens the system's file picker. */
  pick: () => void;
  /** The photo is being uploaded or saved. */
  busy: boolean;
  /** Props of the hidden file input to render once. */
  inputProps: {
    ref: React.RefObject<HTMLInputElement | null>;
    type: 'file';
    accept: string;
    hidden: true;
    tabIndex: -1;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/**
 * Changing the profile photo: pick an image, upload it (`/api/assets_storage`), save it on the
 * profile. A file that is not a JPEG, PNG or WebP picture of at most 5 MB is refused before any
 * upload, with a message saying why. A failed upload only ends the busy state (§8: upload and
 * profile failures are silent).
 */
export function usePhotoPicker(): PhotoPicker {
  const ref = useRef<HTMLInputElement>(null);
  const [uploadAsset] = useUploadAssetMutation();
  const { savePhoto } = useProfileUpdate();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const explainRejection = usePhotoRejectionMessage();

  const onChange = useCallback(
    async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      // Picking the same file again must fire change again.
      event.target.value = '';
      if (!file) return;
      const [refused] = validateFiles([file], PHOTO_RULES).rejected;
      if (refused) {
        toast.show({ title: explainRejection(refused), tone: 'danger' });
        return;
      }
      setBusy(true);
      try {
        const { url } = await uploadAsset({ file }).unwrap();
        await savePhoto(url);
      } catch {
        // §8: a failed upload stops the spinner silently.
      } finally {
        setBusy(false);
      }
    },
    [uploadAsset, savePhoto, toast, explainRejection],
  );

  const pick = useCallback(() => ref.current?.click(), []);
  return {
    pick,
    busy,
    inputProps: {
      ref,
      type: 'file',
      accept: PHOTO_RULES.accept,
      hidden: true,
      tabIndex: -1,
      onChange: (e) => void onChange(e),
    },
  };
}
