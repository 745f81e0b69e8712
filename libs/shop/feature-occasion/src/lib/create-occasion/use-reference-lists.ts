import { useGetLevelsQuery } from '@kk/api-clients';
import type { Level, Subject } from '@kk/domain';
import { useStoredLevels, useStoredSubjects } from '@kk/session';

/**
 * The levels and subjects the listing form offers: the stored lists (§4: fetched at start and
 * stored), or, when this page is opened before they are stored, the `levels` call itself.
 */
export function useReferenceLists(): { levels: Level[]; subjects: Subject[] } {
  const storedLevels = useStoredLevels();
  const storedSubjects = useStoredSubjects();
  const stored = storedLevels.length > 0 && storedSubjects.length > 0;
  const query = useGetLevelsQuery(undefined, { skip: stored });
  if (stored) return { levels: storedLevels, subjects: storedSubjects };
  return { levels: query.data?.levels ?? [], subjects: query.data?.subjects ?? [] };
}
