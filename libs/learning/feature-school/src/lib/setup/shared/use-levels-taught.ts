import { useCallback, useMemo } from 'react';
import { levelGroupId, levelName, type Level, type LevelGroupKind } from '@kk/domain';
import { useLanguage } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import { useMySchool } from '../../shared/use-my-school';

/**
 * The levels the school teaches: every level of its level groups (`ManagedSchool.level_groups`,
 * assumed contract "School setup"), in catalogue order, and a level's name in the reader's language.
 */
export function useLevelsTaught() {
  const { school } = useMySchool();
  const { levels } = useReferenceLists();
  const { language } = useLanguage();
  const groups: readonly LevelGroupKind[] = useMemo(() => school?.level_groups ?? [], [school]);
  const taught: Level[] = useMemo(() => {
    const ids = new Set(groups.map(levelGroupId));
    return levels.filter((level) => level.group_id !== null && ids.has(level.group_id));
  }, [groups, levels]);
  const nameOf = useCallback(
    (levelId: number) =>
      levelName(
        levels.find((l) => l.level_id === levelId),
        language,
      ),
    [levels, language],
  );
  return { groups, levels: taught, allLevels: levels, nameOf };
}
