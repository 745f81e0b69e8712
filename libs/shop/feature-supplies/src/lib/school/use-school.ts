import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetSchoolInfoQuery } from '@kk/api-clients';
import { levelGroupNames, levelsByIds, type Level, type LevelGroup, type School } from '@kk/domain';
import { useReferenceLists } from '@kk/session';
import type { QueryStateQuery } from '@kk/ui-kit';
import { LEVELS_PARAM, formatLevelIds, parseLevelIds, schoolLevelsPath, withSearchParam } from '../shared/level-param';

/** What {@link useSchool} returns. */
export interface UseSchoolResult {
  /** The route's `{school_id}` is not an id (the page says not found at once). */
  invalidId: boolean;
  /** The school (`get_school_info`), for `QueryState`; skipped without an id. */
  query: QueryStateQuery<School>;
}

/** The school of /school/{school_id} (and of its levels page); `schoolId` is the route's, null when not an id. */
export function useSchool(schoolId: number | null): UseSchoolResult {
  const query = useGetSchoolInfoQuery(schoolId ?? skipToken);
  return { invalidId: schoolId === null, query };
}

/** What {@link useSchoolLevelChoice} returns. */
export interface UseSchoolLevelChoiceResult {
  /** The school's phone number, trimmed; null when it has none. */
  phone: string | null;
  /** Names of the school's cycles (stored level groups), in the school's order. */
  groupNames: string[];
  /** The levels the school teaches, for `QueryState` (the stored lists load, fail and retry). */
  levels: QueryStateQuery<Level[]>;
  /** The stored level groups (the tiles' sections). */
  levelGroups: LevelGroup[];
  /** The chosen levels (from the URL), only those the school teaches. */
  selected: number[];
  /** Ticks or unticks a level: the choice is kept in the URL (replaced, not pushed). */
  toggle: (levelId: number, checked: boolean) => void;
  /** Valid: goes to the levels page with the chosen levels. */
  valid: () => void;
}

/** The level choice of a loaded school: its levels and cycles, the ticked levels in the URL, and Valid. */
export function useSchoolLevelChoice(school: School): UseSchoolLevelChoiceResult {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const reference = useReferenceLists();
  const schoolLevels = levelsByIds(school.levels, reference.levels);
  // Only levels the school teaches count, whatever a hand-edited URL says.
  const selected = parseLevelIds(searchParams.get(LEVELS_PARAM)).filter((id) => school.levels.includes(id));

  const toggle = (levelId: number, checked: boolean) => {
    const next = checked ? [...selected, levelId] : selected.filter((id) => id !== levelId);
    navigate(
      { search: withSearchParam(search, LEVELS_PARAM, next.length > 0 ? formatLevelIds(next) : null) },
      { replace: true },
    );
  };
  const valid = () => navigate(schoolLevelsPath(school.id, selected));

  return {
    phone: school.phone_number?.trim() || null,
    groupNames: levelGroupNames(school.level_groups, reference.levelGroups),
    levels: {
      data: reference.isLoading || reference.isError ? undefined : schoolLevels,
      isLoading: reference.isLoading,
      isError: reference.isError,
      refetch: reference.refetch,
    },
    levelGroups: reference.levelGroups,
    selected,
    toggle,
    valid,
  };
}
