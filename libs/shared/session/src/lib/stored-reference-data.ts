import { useSyncExternalStore } from 'react';
import {
  LEVEL_GROUPS_STORED_EVENT,
  LEVELS_STORED_EVENT,
  STORAGE_KEYS,
  type Level,
  type LevelGroup,
  type StorageKey,
  type Subject,
} from '@kk/domain';
import { isRecordArray, readStoredChecked, storedText } from './storage';

/*
 * The screens read these lists during their first render (the schools cards name their cycles),
 * before the stored-value schemas have loaded: a list of objects is shown at once and checked
 * fully right after; a list that fails is removed and the screens reload (to an empty list).
 *
 * Each list is one store shared by every component that shows it: every card of a page names its
 * level and subject through these lists, and each card reading, parsing and checking them for
 * itself (and again in an effect, with two listeners of its own) was a third of the time a page of
 * 20 cards took to draw (docs/performance.md, "The stored lists read once a page").
 */

type StoredListSchema = 'storedLevelsSchema' | 'storedSubjectsSchema' | 'storedLevelGroupsSchema';

/** One stored list: read again only when its stored text changes; its readers re-render on `event`. */
function storedList<T>(key: StorageKey, event: string, schema: StoredListSchema) {
  const none: T[] = [];
  let last: { text: string | null; list: T[] } | null = null;
  const read = () =>
    readStoredChecked(key, {
      looksRight: (json): json is T[] => isRecordArray(json),
      loadSchema: () => import('./stored-schemas').then((m) => m[schema]),
      // The value has been removed: the readers read again (and get the empty list).
      onRejected: () => window.dispatchEvent(new Event(event)),
    });
  const getSnapshot = (): T[] => {
    const text = storedText(key);
    if (last === null || last.text !== text) last = { text, list: read() ?? none };
    return last.list;
  };
  const readers = new Set<() => void>();
  const changed = () => readers.forEach((reader) => reader());
  // Stored in this tab (the bootstrap fires the event) or in another one (a storage event).
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) changed();
  };
  const subscribe = (reader: () => void) => {
    if (readers.size === 0) {
      window.addEventListener(event, changed);
      window.addEventListener('storage', onStorage);
    }
    readers.add(reader);
    return () => {
      readers.delete(reader);
      if (readers.size > 0) return;
      window.removeEventListener(event, changed);
      window.removeEventListener('storage', onStorage);
    };
  };
  return { subscribe, getSnapshot };
}

/**
 * A list stored between a reader's first render and its subscription (the start-up load often
 * answers before effects run) is seen then: React reads the snapshot again as it subscribes.
 */
function useStoredList<T>(list: ReturnType<typeof storedList<T>>): T[] {
  return useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
}

const levels = storedList<Level>(STORAGE_KEYS.levels, LEVELS_STORED_EVENT, 'storedLevelsSchema');
const subjects = storedList<Subject>(STORAGE_KEYS.subjects, LEVELS_STORED_EVENT, 'storedSubjectsSchema');
const levelGroups = storedList<LevelGroup>(
  STORAGE_KEYS.levelGroups,
  LEVEL_GROUPS_STORED_EVENT,
  'storedLevelGroupsSchema',
);

/** The stored levels (empty until stored); reloads when `store_levels` fires. */
export function useStoredLevels(): Level[] {
  return useStoredList(levels);
}

/** The stored subjects (empty until stored); reloads when `store_levels` fires. */
export function useStoredSubjects(): Subject[] {
  return useStoredList(subjects);
}

/** The stored level groups (empty until stored); reloads when `store_level_groups` fires (§4). */
export function useStoredLevelGroups(): LevelGroup[] {
  return useStoredList(levelGroups);
}
