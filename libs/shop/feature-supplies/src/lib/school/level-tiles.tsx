import type { Level, LevelGroup } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Checkbox } from '@kk/ui-kit';
import { GroupFieldset, GroupLegend, TileGrid, TileGroups } from './school-page.styles';

/** Props of LevelTiles. */
export interface LevelTilesProps {
  /** The school's levels, in catalogue order. */
  levels: readonly Level[];
  /** Every level group, to name the cycles. */
  groups: readonly LevelGroup[];
  /** The school's cycles in their order (group ids); levels of other groups come last. */
  groupOrder: readonly number[];
  /** Ids of the chosen levels. */
  selected: readonly number[];
  /** Called when a tile is ticked or unticked. */
  onToggle: (levelId: number, checked: boolean) => void;
}

interface TileGroup {
  key: string;
  name: string;
  levels: Level[];
}

/** Groups the levels by cycle: the school's cycles first, in order, then any level without a known cycle. */
function groupLevels(
  levels: readonly Level[],
  groups: readonly LevelGroup[],
  order: readonly number[],
  otherName: string,
): TileGroup[] {
  const ids = [...new Set([...order, ...levels.map((l) => l.group_id).filter((id): id is number => id !== null)])];
  const known = ids.flatMap((id) => {
    const group = groups.find((g) => g.id === id);
    const inGroup = levels.filter((l) => l.group_id === id);
    return group && inGroup.length > 0 ? [{ key: String(id), name: group.name, levels: inGroup }] : [];
  });
  const placed = new Set(known.flatMap((g) => g.levels.map((l) => l.level_id)));
  const rest = levels.filter((l) => !placed.has(l.level_id));
  return rest.length > 0 ? [...known, { key: 'other', name: otherName, levels: rest }] : known;
}

/**
 * The level selection tiles of the school page (§2): one checkbox tile per level, grouped by cycle
 * in fieldsets named by the cycle. Several levels may be chosen; Tab moves between tiles and
 * Space ticks one (native checkboxes).
 *
 * @example
 * <LevelTiles levels={schoolLevels} groups={levelGroups} groupOrder={school.level_groups} selected={ids} onToggle={toggle} />
 */
export function LevelTiles({ levels, groups, groupOrder, selected, onToggle }: LevelTilesProps) {
  const { t } = useTranslation('shop-supplies');
  const tileGroups = groupLevels(levels, groups, groupOrder, t('school.otherLevels'));
  return (
    <TileGroups>
      {tileGroups.map((group) => (
        <GroupFieldset key={group.key}>
          <GroupLegend>{group.name}</GroupLegend>
          <TileGrid>
            {group.levels.map((level) => (
              <Checkbox
                key={level.level_id}
                variant="tile"
                label={level.name}
                checked={selected.includes(level.level_id)}
                onChange={(event) => onToggle(level.level_id, event.target.checked)}
              />
            ))}
          </TileGrid>
        </GroupFieldset>
      ))}
    </TileGroups>
  );
}
