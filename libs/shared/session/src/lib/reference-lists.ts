import { useGetLevelsQuery } from '@kk/api-clients';
import type { Level, LevelGroup, Subject } from '@kk/domain';
import { useStoredLevelGroups, useStoredLevels, useStoredSubjects } from './stored-reference-data';

/** The reference lists screens name levels, cycles and subjects with, and where they stand. */
export interface ReferenceLists {
  /** Every level, in catalogue order (CP first). */
  levels: Level[];
  /** The level groups (cycles: primaire, collège, lycée). */
  levelGroups: LevelGroup[];
  /** Every subject. */
  subjects: Subject[];
  /** A list was not stored and the backend is being asked for it (first load or a retry). */
  isLoading: boolean;
  /** A list was not stored and the backend could not give it. */
  isError: boolean;
  /** Asks the backend again after a failure. */
  refetch: () => void;
}

/**
 * Levels, level groups and subjects (§3: "names from stored level groups"): the lists stored at
 * start-up (`loadReferenceData`), and, while one of them is not stored yet (a visitor's first
 * visit: the level-groups call of the learning API wants a signed-in user), the shop's public
 * `levels` call, which answers the three lists.
 */
export function useReferenceLists(): ReferenceLists {
  const storedLevels = useStoredLevels();
  const storedGroups = useStoredLevelGroups();
  const storedSubjects = useStoredSubjects();
  const missing = storedLevels.length === 0 || storedGroups.length === 0 || storedSubjects.length === 0;
  const query = useGetLevelsQuery(undefined, { skip: !missing });
  return {
    levels: storedLevels.length > 0 ? storedLevels : (query.data?.levels ?? []),
    levelGroups: storedGroups.length > 0 ? storedGroups : (query.data?.levels_groups ?? []),
    subjects: storedSubjects.length > 0 ? storedSubjects : (query.data?.subjects ?? []),
    // After a failure, a retry is fetching without being `isLoading` (RTK Query keeps that for the
    // first load): both count as loading while there is no answer.
    isLoading: missing && (query.isLoading || (query.isFetching && !query.data)),
    isError: missing && query.isError && !query.isFetching,
    refetch: () => {
      if (missing) void query.refetch();
    },
  };
}
