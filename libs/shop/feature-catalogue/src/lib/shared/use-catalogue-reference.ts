import { useGetLevelsQuery } from '@kk/api-clients';
import type { Language, Level, LevelGroup, Subject } from '@kk/domain';
import { useStoredLevelGroups, useStoredLevels, useStoredSubjects } from '@kk/session';

/** The reference lists a catalogue screen names things with. */
export interface CatalogueReference {
  /** Every level, in catalogue order (CP first). */
  levels: Level[];
  /** The level groups (cycles: primaire, collège, lycée). */
  levelGroups: LevelGroup[];
  /** Every subject. */
  subjects: Subject[];
  /** A list was not stored and the backend is being asked for it. */
  isLoading: boolean;
  /** A list was not stored and the backend could not give it. */
  isError: boolean;
  /** Asks the backend again after a failure. */
  refetch: () => void;
}

/**
 * Levels, level groups and subjects as the screens name them (§3: "names from stored level
 * groups"): the lists stored at start-up by the session, and, while one of them is not stored yet
 * (a visitor's first visit: the level-groups call of the learning API wants a signed-in user), the
 * shop's public `levels` call, which answers the three lists.
 */
export function useCatalogueReference(): CatalogueReference {
  const storedLevels = useStoredLevels();
  const storedGroups = useStoredLevelGroups();
  const storedSubjects = useStoredSubjects();
  const missing = storedLevels.length === 0 || storedGroups.length === 0 || storedSubjects.length === 0;
  const query = useGetLevelsQuery(undefined, { skip: !missing });
  return {
    levels: storedLevels.length > 0 ? storedLevels : (query.data?.levels ?? []),
    levelGroups: storedGroups.length > 0 ? storedGroups : (query.data?.levels_groups ?? []),
    subjects: storedSubjects.length > 0 ? storedSubjects : (query.data?.subjects ?? []),
    isLoading: missing && query.isLoading,
    isError: missing && query.isError,
    refetch: () => {
      if (missing) void query.refetch();
    },
  };
}

/** A subject's name in the reader's language: the Arabic name in Arabic when the backend sent one. */
export function subjectName(subject: Subject | undefined, language: Language): string {
  if (!subject) return '';
  return language === 'ar' && subject.name_ar ? subject.name_ar : subject.name;
}
