import { useCallback, useState } from 'react';
import { useChangeCurrentLevelMutation } from '@kk/api-clients';
import { levelName, type Level } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { currentLevelChanged, selectSessionUser, useAppDispatch, useAppSelector, useStoredLevels } from '@kk/session';
import { currentLevelOf } from '../shared/learner';

/** What {@link useLevelChoice} returns. */
export interface UseLevelChoiceResult {
  /** The levels to choose from (the stored reference data). */
  levels: readonly Level[];
  /** The user's current level, or null while none is set. */
  currentLevelId: number | null;
  /** Its name in the reader's language, when the stored levels know it. */
  currentLevelName: string | undefined;
  /** The levels as the select offers them, named in the reader's language (`name_ar` in Arabic). */
  options: { value: string; label: string }[];
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
  const { language } = useLanguage();
  // The id, not the name: the message follows a language switch.
  const [savedLevelId, setSavedLevelId] = useState<number | null>(null);
  const currentLevelId = currentLevelOf(user);
  const nameOf = (id: number) => {
    const level = levels.find((l) => l.level_id === id);
    return level ? levelName(level, language) : String(id);
  };

  const saveLevel = useCallback(
    async (levelId: number) => {
      setSavedLevelId(null);
      const answer = await changeCurrentLevel(levelId).unwrap();
      dispatch(currentLevelChanged(answer.current_level));
      setSavedLevelId(answer.current_level);
    },
    [changeCurrentLevel, dispatch],
  );

  return {
    levels,
    currentLevelId,
    currentLevelName:
      currentLevelId === null
        ? undefined
        : levels.some((l) => l.level_id === currentLevelId)
          ? nameOf(currentLevelId)
          : undefined,
    options: levels.map((level) => ({ value: String(level.level_id), label: levelName(level, language) })),
    savedLevelName: savedLevelId === null ? null : nameOf(savedLevelId),
    saveLevel,
  };
}
