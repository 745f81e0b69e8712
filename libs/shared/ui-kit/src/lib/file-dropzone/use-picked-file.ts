import { useCallback, useEffect, useState } from 'react';
import { validateFiles, type FileRejection, type FileRules } from './file-rules';

/** What {@link usePickedFile} returns. */
export interface PickedFile {
  /** The file picked and accepted, not saved yet; null when none. */
  file: File | null;
  /** A URL showing the picked file (an object URL, released when it changes), null when none or unavailable. */
  preview: string | null;
  /** Why the last picked file was refused (never kept), null when it was not. */
  rejection: FileRejection | null;
  /** Takes a picked file: checked against the rules, a good one becomes `file`, a bad one `rejection`. */
  pick: (file: File) => void;
  /** Takes the files a dropzone already refused (the first one is reported). */
  refuse: (rejections: FileRejection[]) => void;
  /** Forgets the picked file (after it was saved). */
  clear: () => void;
}

/**
 * One file picked for upload (a picture, a logo): checked in the browser against `rules` before
 * anything is sent, shown through an object URL while it waits, and the reason when it is refused.
 * `onPick` runs on each pick or refusal (a screen clears its last "saved" or "failed" line there).
 *
 * @example const picture = usePickedFile(PICTURE_RULES, { onPick: reset });
 */
export function usePickedFile(rules: FileRules, { onPick }: { onPick?: () => void } = {}): PickedFile {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejection, setRejection] = useState<FileRejection | null>(null);

  // One object URL per picked file, released when another is picked or the screen closes.
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const refuse = useCallback(
    (rejections: FileRejection[]) => {
      const [first] = rejections;
      if (!first) return;
      setRejection(first);
      onPick?.();
    },
    [onPick],
  );

  const pick = useCallback(
    (picked: File) => {
      const { rejected } = validateFiles([picked], rules);
      if (rejected.length > 0) {
        refuse(rejected);
        return;
      }
      setRejection(null);
      onPick?.();
      setFile(picked);
    },
    [onPick, refuse, rules],
  );

  const clear = useCallback(() => setFile(null), []);

  return { file, preview, rejection, pick, refuse, clear };
}
