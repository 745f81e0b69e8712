import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import {
  LEVEL_GROUPS_STORED_EVENT,
  LEVELS_STORED_EVENT,
  STORAGE_KEYS,
  levelGroupSchema,
  levelSchema,
  subjectSchema,
  type Level,
  type LevelGroup,
  type StorageKey,
  type Subject,
} from '@kk/domain';
import { readStored } from './storage';

/** Stored `levels` (§3). */
export const storedLevelsSchema = z.array(levelSchema);
/** Stored `subjects` (§3). */
export const storedSubjectsSchema = z.array(subjectSchema);
/** Stored `level_groups` (§3, from the response field `levels_groups`). */
export const storedLevelGroupsSchema = z.array(levelGroupSchema);

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
    return () => {
      window.removeEventListener(event, reload);
      window.removeEventListener('storage', onStorage);
    };
  }, [key, read, event]);
  return list;
}

const readLevels = () => readStored(STORAGE_KEYS.levels, storedLevelsSchema);
const readSubjects = () => readStored(STORAGE_KEYS.subjects, storedSubjectsSchema);
const readLevelGroups = () => readStored(STORAGE_KEYS.levelGroups, storedLevelGroupsSchema);

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
