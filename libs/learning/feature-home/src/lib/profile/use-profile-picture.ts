import { useCallback, useMemo, useState } from 'react';
import { useChooseProfileImageMutation, useGetImagesInfiniteQuery, useUploadImageMutation } from '@kk/api-clients';
import type { UploadedImage } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { profileUpdated, useAppDispatch } from '@kk/session';
import {
  pictureRules,
  refusalMessage,
  sectionQuery,
  usePickedFile,
  type FileRejection,
  type SectionQuery,
} from '@kk/ui-kit';
import { useSaveState, type SaveFlags } from './use-save-state';

/** Largest profile picture, in megabytes. */
export const PICTURE_MAX_MB = 5;

/**
 * What a profile picture may be: a JPEG, PNG or WebP picture (what phones and browsers make and show)
 * of at most {@link PICTURE_MAX_MB} MB, checked in the browser before anything is sent.
 */
export const PICTURE_RULES = pictureRules(PICTURE_MAX_MB);

/** Why a picked file was refused: its message key and the values it names. */
export interface PictureRefusal {
  /** `wrongType` or `tooBig` of `learning-home:profile.picture`. */
  key: TranslationKey;
  /** The file's name. */
  name: string;
}

/** The message of a refused file. */
export function pictureRefusal(rejection: FileRejection): PictureRefusal {
  return {
    key: refusalMessage(rejection, {
      tooBig: 'learning-home:profile.picture.tooBig',
      wrongType: 'learning-home:profile.picture.wrongType',
    }),
    name: rejection.file.name,
  };
}

/** What {@link useProfilePicture} returns. */
export interface UseProfilePictureResult extends SaveFlags {
  /** The picture picked and not saved yet. */
  file: File | null;
  /** A URL showing the picked picture (an object URL), null when none or unavailable. */
  preview: string | null;
  /** The last picked file was refused (never sent): why. */
  refusal: PictureRefusal | null;
  /** Takes a picked file: checks its type and size; a good one becomes the picture to save. */
  pick: (file: File) => void;
  /** Takes the files the dropzone refused (type or size). */
  refuse: (rejections: FileRejection[]) => void;
  /** Uploads the picture (`/upload_image/`) and makes it the profile picture (`change_avatar` with `image_id`). */
  save: () => Promise<void>;
}

/**
 * "Ma photo": pick a picture (checked before anything is sent), see it, save it. Saving uploads it
 * then makes it the user's picture; the session user's picture (header, profile) changes at once.
 */
export function useProfilePicture(): UseProfilePictureResult {
  const dispatch = useAppDispatch();
  const [uploadImage] = useUploadImageMutation();
  const [chooseProfileImage] = useChooseProfileImageMutation();
  const { saving, saved, failed, run, reset } = useSaveState();
  const { file, preview, rejection, pick, refuse, clear } = usePickedFile(PICTURE_RULES, { onPick: reset });
  const refusal = useMemo(() => (rejection ? pictureRefusal(rejection) : null), [rejection]);

  const save = useCallback(async () => {
    if (!file || saving) return;
    await run(async () => {
      const uploaded = await uploadImage({ file }).unwrap();
      const answer = await chooseProfileImage(uploaded.id).unwrap();
      // A 2xx answer of another shape still made the uploaded image the picture.
      dispatch(profileUpdated({ image: answer?.image ?? uploaded.url }));
      clear();
    });
  }, [chooseProfileImage, clear, dispatch, file, run, saving, uploadImage]);

  return { file, preview, refusal, pick, refuse, save, saving, saved, failed };
}

/** What {@link useMyPhotos} returns. */
export interface UseMyPhotosResult extends SaveFlags {
  /** The user's pictures already sent, newest first (the first page of `/list_api_images/`, 20). */
  query: SectionQuery<UploadedImage[]>;
  /** The picture chosen, null before a choice. */
  selectedId: number | null;
  /** Picks one of them (not saved yet). */
  choose: (imageId: number) => void;
  /** Makes the chosen one the profile picture (`change_avatar` with `image_id`). */
  save: () => Promise<void>;
}

/**
 * "Mes photos": the pictures the user already sent (`/list_api_images/`, the newest 20), one of which
 * can become the profile picture again. A failed list clears the stored data (§8, done by the
 * endpoint) and shows the section's error.
 */
export function useMyPhotos(): UseMyPhotosResult {
  const dispatch = useAppDispatch();
  const query = useGetImagesInfiniteQuery(undefined);
  const [chooseProfileImage] = useChooseProfileImageMutation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { saving, saved, failed, run, reset } = useSaveState();
  const images = useMemo(() => query.data?.pages[0]?.items ?? [], [query.data]);

  const choose = useCallback(
    (imageId: number) => {
      setSelectedId(imageId);
      reset();
    },
    [reset],
  );

  const save = useCallback(async () => {
    if (selectedId === null || saving) return;
    await run(async () => {
      const answer = await chooseProfileImage(selectedId).unwrap();
      const image = answer?.image ?? images.find((row) => row.id === selectedId)?.url;
      if (image) dispatch(profileUpdated({ image }));
    });
  }, [chooseProfileImage, dispatch, images, run, saving, selectedId]);

  return {
    query: sectionQuery(query, query.data ? images : undefined),
    selectedId,
    choose,
    save,
    saving,
    saved,
    failed,
  };
}
