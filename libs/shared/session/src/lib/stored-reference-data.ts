import { useEffect, useState } from 'react';
import {
  LEVEL_GROUPS_STORED_EVENT,
  LEVELS_STORED_EVENT,
  STORAGE_KEYS,
  type Level,
  type LevelGroup,
  type StorageKey,
  type Subject,
} from '@kk/domain';
import { isRecordArray, readStoredChecked } from './storage';

/*
 * The screens read these lists during their first render (the schools cards name their cycles),
 * before the stored-value schemas have loaded: a list of objects is shown at once and checked
 * fully right after; a list that fails is removed and the screens reload (to an empty list).
 */

function useStoredList<T>(key: StorageKey, read: () => T[] | null, event: string): T[] {
  const [list, setList] = useState<T[]>(() => read() ?? []);
  useEffect(() => {
    const reload = () => setList(read() ?? []);
    // Stored in this tab (the bootstrap fires the event) or in another one (a storage event).
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) reload();
    };
    window.addEventListener(event, reload);
    window.addEventListener('storage', onStorage);
    // The list may have been stored between the first render and now (the start-up load often
    // answers before effects run): an event fired then was missed, so read once more.
    const stored = read() ?? [];
    setList((shown) => (JSON.stringify(stored) === JSON.stringify(shown) ? shown : stored));
    return () => {
      window.removeEventListener(event, reload);
      window.removeEventListener('storage', onStorage);
    };
  }, [key, read, event]);
  return list;
}

/** Reads one stored list; its full check reloads the screens (`event`) when it rejects it. */
function readList<T>(
  key: StorageKey,
  event: string,
  schema: 'storedLevelsSchema' | 'storedSubjectsSchema' | 'storedLevelGroupsSchema',
) {
  return () =>
    readStoredChecked(key, {
      looksRight: (json): json is T[] => isRecordArray(json),
      loadSchema: () => import('./stored-schemas').then((m) => m[schema]),
      onRejected: () => window.dispatchEvent(new Event(event)),
    });
}

const readLevels = readList<Level>(STORAGE_KEYS.levels, LEVELS_STORED_EVENT, 'storedLevelsSchema');
const readSubjects = readList<Subject>(STORAGE_KEYS.subjects, LEVELS_STORED_EVENT, 'storedSubjectsSchema');
const readLevelGroups = readList<LevelGroup>(
  STORAGE_KEYS.levelGroups,
  LEVEL_GROUPS_STORED_EVENT,
  'storedLevelGroupsSchema',
);

/** The stored levels (empty until stored); reloads when `store_levels` fires. */
export function useStoredLevels(): Level[] {
  return useStoredList(STORAGE_KEYS.levels, readLevels, LEVELS_STORED_EVENT);
}

/** The stored subjects (empty until stored); reloads when `store_levels` fires. */
export function useStoredSubjects(): Subject[] {
  return useStoredList(STORAGE_KEYS.subjects, readSubjects, LEVELS_STORED_EVENT);
}

/** The stored level groups (empty until stored); reloads when `store_level_groups` fires (§4). */
export function useStoredLevelGroups(): LevelGroup[] {
  return useStoredList(STORAGE_KEYS.levelGroups, readLevelGroups, LEVEL_GROUPS_STORED_EVENT);
}
