import { useEffect } from 'react';
import { levelsSubjectsApi, loadAccountApi, yieldToBrowser } from '@kk/api-clients';
import { LEVEL_GROUPS_STORED_EVENT, LEVELS_STORED_EVENT, STORAGE_KEYS } from '@kk/domain';
import { readStored, writeStored } from './storage';
import { useAppDispatch, useAppSelector, type AppDispatch } from './store';

function notify(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

/**
 * The stored-value schemas (a lazily loaded module: zod is not in the first load), then a task of
 * their own (`yieldToBrowser`): evaluating them (about 40 ms of a phone 4× slower) and reading the
 * stored lists and sending the levels call were one long task.
 */
const storedSchemas = () =>
  import('./stored-schemas').then(async (schemas) => {
    await yieldToBrowser();
    return schemas;
  });

async function loadLevelsAndSubjects(dispatch: AppDispatch): Promise<void> {
  const { storedLevelsSchema, storedSubjectsSchema } = await storedSchemas();
  const levelsStored = readStored(STORAGE_KEYS.levels, storedLevelsSchema) !== null;
  const subjectsStored = readStored(STORAGE_KEYS.subjects, storedSubjectsSchema) !== null;
  if (!levelsStored) {
    // The levels call answers both lists.
    const { levels, subjects } = await dispatch(
      levelsSubjectsApi.endpoints.getLevels.initiate(undefined, { subscribe: false }),
    ).unwrap();
    writeStored(STORAGE_KEYS.levels, levels);
    writeStored(STORAGE_KEYS.subjects, subjects);
  } else if (!subjectsStored) {
    const subjects = await dispatch(
      levelsSubjectsApi.endpoints.getSubjects.initiate(undefined, { subscribe: false }),
    ).unwrap();
    writeStored(STORAGE_KEYS.subjects, subjects);
  } else {
    return;
  }
  notify(LEVELS_STORED_EVENT);
}

async function loadLevelGroups(dispatch: AppDispatch): Promise<void> {
  const { storedLevelGroupsSchema } = await storedSchemas();
  if (readStored(STORAGE_KEYS.levelGroups, storedLevelGroupsSchema) !== null) return;
  const accountApi = await loadAccountApi();
  const groups = await dispatch(accountApi.endpoints.getLevelGroups.initiate(undefined, { subscribe: false })).unwrap();
  writeStored(STORAGE_KEYS.levelGroups, groups);
  notify(LEVEL_GROUPS_STORED_EVENT);
}

/**
 * Loads the reference lists the screens read from storage (§4): levels and subjects
 * (`store_levels` once stored) and level groups (`store_level_groups`), each only when not
 * stored yet. A failure leaves the list unstored (it is tried again on the next start); a 401
 * on levels or subjects has already ended the session through the API layer (§8).
 *
 * @returns a promise that settles when both loads are done (never rejects).
 */
export async function loadReferenceData(dispatch: AppDispatch): Promise<void> {
  await Promise.allSettled([loadLevelsAndSubjects(dispatch), loadLevelGroups(dispatch)]);
}

/**
 * Runs {@link loadReferenceData} when the app starts (SessionProvider does it unless told not
 * to), and loads the level groups again whenever the signed-in user changes while they are still
 * not stored (the level-groups call wants a signed-in user). Screens read the lists with
 * `useStoredLevels`, `useStoredSubjects`, `useStoredLevelGroups`, which reload on the events.
 */
export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.session.user?.id ?? null);
  useEffect(() => {
    void loadLevelsAndSubjects(dispatch).catch(ignoreFailure);
  }, [dispatch]);
  useEffect(() => {
    void loadLevelGroups(dispatch).catch(ignoreFailure);
  }, [dispatch, userId]);
}

/** A failed load leaves the list unstored; it is tried again on the next start (see above). */
function ignoreFailure(): void {
  // Nothing to do: the API layer has already handled a 401 (§8).
}
