import { useCallback, useState } from 'react';
import { useUploadAssetMutation } from '@kk/api-clients';

/** What {@link useListingImages} returns: the props of the ImageUploader and the state around it. */
export interface UseListingImagesResult {
  /** URLs of the uploaded pictures, in order. */
  urls: string[];
  /** Replaces the list (after an upload or a removal). */
  setUrls: (urls: string[]) => void;
  /** At least one picture is uploading (Valid is disabled meanwhile, §2). */
  uploading: boolean;
  /** Tells the state an upload started or ended (ImageUploader's onUploadingChange). */
  setUploading: (uploading: boolean) => void;
  /** Progress of the upload under way, 0–100, or null when none runs. */
  progress: number | null;
  /** The last upload failed (§8: the spinner stops and the failure is flagged). */
  uploadFailed: boolean;
  /** Uploads one picture through `uploadAsset` and resolves with its URL (ImageUploader's onUpload). */
  upload: (file: File) => Promise<string>;
  /** Marks the failure of an upload (ImageUploader's onUploadError). */
  markFailed: () => void;
}

/**
 * The pictures of a listing: each picked file is uploaded at once (`POST /api/assets_storage`, with
 * progress), its URL kept for the payload. A new upload clears the failure flag of the previous one.
 */
export function useListingImages(): UseListingImagesResult {
  const [uploadAsset] = useUploadAssetMutation();
  const [urls, setUrls] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);

  const upload = useCallback(
    async (file: File) => {
      setUploadFailed(false);
      setProgress(0);
      try {
        const result = await uploadAsset({ file, onProgress: (p) => setProgress(p.percent) }).unwrap();
        return result.url;
      } finally {
        setProgress(null);
      }
    },
    [uploadAsset],
  );

  const markFailed = useCallback(() => setUploadFailed(true), []);

  return { urls, setUrls, uploading, setUploading, progress, uploadFailed, upload, markFailed };
}
