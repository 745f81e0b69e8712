import { useCallback, useState } from 'react';

/** Where a save button stands. */
export interface SaveFlags {
  /** A save is on its way. */
  saving: boolean;
  /** The last save succeeded. */
  saved: boolean;
  /** The last save failed. */
  failed: boolean;
}

/** What {@link useSaveState} returns. */
export interface SaveState extends SaveFlags {
  /** Runs a save (a task that throws when it fails), keeping the three flags. */
  run: (task: () => Promise<void>) => Promise<void>;
  /** Forgets the last outcome (a new choice was made). */
  reset: () => void;
}

/** The busy / saved / failed state of the profile's save buttons (avatar, photo, photos). */
export function useSaveState(): SaveState {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const reset = useCallback(() => {
    setSaved(false);
    setFailed(false);
  }, []);
  const run = useCallback(async (task: () => Promise<void>) => {
    setSaving(true);
    setSaved(false);
    setFailed(false);
    try {
      await task();
      setSaved(true);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, saved, failed, run, reset };
}
