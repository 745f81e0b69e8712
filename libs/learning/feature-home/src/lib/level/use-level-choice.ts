import { useCallback, useState } from 'react';
import { useChangeCurrentLevelMutation } from '@kk/api-clients';
import type { Level } from '@kk/domain';
import { currentLevelChanged, selectSessionUser, useAppDispatch, useAppSelector, useStoredLevels } from '@kk/session';
import { currentLevelOf } from '../shared/learner';

/** What {@link useLevelChoice} returns. */
export interface UseLevelChoiceResult {
  /** The levels to choose from (the stored reference data). */
  levels: readonly Level[];
  /** The user's current level, or null while none is set. */
  currentLevelId: number | null;
  /** Its name, when the stored levels know it. */
  currentLevelName: string | undefined;
  /** Name of the level the last save stored, until the next save starts. */
  savedLevelName: string | null;
  /**
   * Saves a new current level (`change_current_level`) and stores the answer in the session user,
   * so the level's tasks, challenges and exams reload. Rejects with the ApiError on failure.
   */
  saveLevel: (levelId: number) => Promise<void>;
}

/** The learner's current level (§4 `current_level`) and how to change it. */
export function useLevelChoice(): UseLevelChoiceResult {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const levels = useStoredLevels();
  const [changeCurrentLevel] = useChangeCurrentLevelMutation();
  const [savedLevelName, setSavedLevelName] = useState<string | null>(null);
  const currentLevelId = currentLevelOf(user);
  const nameOf = useCallback(
    (id: number) => levels.find((level) => level.level_id === id)?.name ?? String(id),
    [levels],
  );

  const saveLevel = useCallback(
    async (levelId: number) => {
      setSavedLevelName(null);
      const answer = await changeCurrentLevel(levelId).unwrap();
      dispatch(currentLevelChanged(answer.current_level));
      setSavedLevelName(nameOf(answer.current_level));
    },
    [changeCurrentLevel, dispatch, nameOf],
  );

  return {
    levels,
    currentLevelId,
    currentLevelName: levels.find((level) => level.level_id === currentLevelId)?.name,
    savedLevelName,
    saveLevel,
  };
}
