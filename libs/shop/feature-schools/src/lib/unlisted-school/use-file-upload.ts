import { useCallback, useRef, useState } from 'react';
import { useUploadAssetMutation } from '@kk/api-clients';

/** Where one file upload is. */
export type FileUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'done'; fileName: string; url: string };

/** What {@link useFileUpload} returns. */
export interface FileUpload {
  /** The current upload. */
  state: FileUploadState;
  /** Uploads a file (`POST /api/assets_storage`); resolves with its URL, or null when it failed. */
  upload: (file: File) => Promise<string | null>;
  /** Forgets the file. */
  clear: () => void;
}

/**
 * One attached file, uploaded as soon as it is picked, with its progress. A failed upload only
 * stops the progress (§8: "file upload failure stops the spinner silently"): the file is simply
 * not attached, and the form's "File required" rule says what is missing.
 */
export function useFileUpload(): FileUpload {
  const [uploadAsset] = useUploadAssetMutation();
  const [state, setState] = useState<FileUploadState>({ status: 'idle' });
  // A file picked while another uploads replaces it: the older answer must not win.
  const latest = useRef(0);

  const upload = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      setState({ status: 'uploading', fileName: file.name, percent: 0 });
      try {
        const { url } = await uploadAsset({
          file,
          onProgress: ({ percent }) => {
            if (attempt === latest.current) setState({ status: 'uploading', fileName: file.name, percent });
          },
        }).unwrap();
        if (attempt !== latest.current) return null;
        setState({ status: 'done', fileName: file.name, url });
        return url;
      } catch {
        if (attempt === latest.current) setState({ status: 'idle' });
        return null;
      }
    },
    [uploadAsset],
  );

  const clear = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, clear };
}
