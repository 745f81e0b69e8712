import { useCallback } from 'react';
import { useTranslation } from '@kk/i18n';
import { pictureRules, refusalMessage, type FileRejection } from '@kk/ui-kit';

/** Largest picture a user may send, in megabytes. */
export const PHOTO_MAX_MB = 5;

/**
 * What the shop accepts as a user's picture (profile photo, listing photos): JPEG, PNG or WebP
 * (what every phone camera and browser produces and displays), at most {@link PHOTO_MAX_MB} MB.
 * Checked in the browser before anything is uploaded.
 */
export const PHOTO_RULES = pictureRules(PHOTO_MAX_MB);

/**
 * Says why a picture was refused, in the user's language (`shop-common`): not an accepted type,
 * or larger than {@link PHOTO_MAX_MB} MB.
 *
 * @example const explain = usePhotoRejectionMessage(); onReject={(r) => setError(explain(r[0]))}
 */
export function usePhotoRejectionMessage(): (rejection: FileRejection) => string {
  const { t } = useTranslation('shop-common');
  return useCallback(
    (rejection: FileRejection) =>
      t(refusalMessage(rejection, { tooBig: 'photo.tooBig', wrongType: 'photo.wrongType' }), {
        name: rejection.file.name,
        max: PHOTO_MAX_MB,
      }),
    [t],
  );
}
