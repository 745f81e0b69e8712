import { resolveRelativeDays } from '../learning/alerts.seed';
import type { LearningState } from '../learning/state';
import type { SchoolState } from '../school/state';
import type { ShopState } from '../shop/state';
import { parseCompact, stringifyCompact } from './compact-json';
import { seedDb } from './seed-db';
import { getFakeBackendSettings } from './settings';
import type { FakeUser } from './users';

export { seedDb };

/**
 * Bump when the shape of the state or the seed changes: a browser holding an older copy in
 * localStorage then starts again from the new seed.
 */
export const DB_VERSION = 7;

/** localStorage key of the persisted store (browser demo mode). */
export const DB_STORAGE_KEY = 'kk_fake_backend';

/** Seed of the generator: the same data on every machine. */
export const DB_SEED = 'koolskools-demo-2026';

/** The whole fake backend: one stateful store shared by the shop, learning and school handlers. */
export interface FakeDbState {
  version: number;
  users: FakeUser[];
  /** Token → user id. */
  tokens: Record<string, number>;
  /** Next id per collection key (see {@link nextId}). */
  nextIds: Record<string, number>;
  shop: ShopState;
  learning: LearningState;
  school: SchoolState;
}

let current: FakeDbState | null = null;
let pristine: FakeDbState | null = null;
/** The seed built at build time (compact JSON), once the demo page has read it: see {@link installSeed}. */
let prebuiltSeed: string | null = null;

function freshCopy(): FakeDbState {
  let copy: FakeDbState;
  if (prebuiltSeed !== null) {
    // Parsing the text again is the copy: no seed object is kept beside the store.
    copy = parseCompact(prebuiltSeed) as FakeDbState;
  } else {
    pristine ??= seedDb();
    copy = structuredClone(pristine);
  }
  resolveRelativeDays(copy);
  return copy;
}

/**
 * Gives the store the seed built at build time (`seedText()` of seed-text.ts, compact JSON): from then on
 * a fresh copy is this text parsed, and `seedDb()` is never called. The demo builds' page does it
 * (`startDemoBackend({ seedUrl })`), since their bundle has no seed generators; Node, Storybook and the
 * dev server never do and seed in place.
 */
export function installSeed(compactSeed: string): void {
  prebuiltSeed = compactSeed;
  pristine = null;
}

/** Whether a fresh copy can be made without waiting: a seed is installed (see {@link installSeed}). */
export function hasInstalledSeed(): boolean {
  return prebuiltSeed !== null;
}

/**
 * Whether the store can answer without a fresh copy of the seed: it is in memory, or (browser demo
 * mode) a valid copy is in localStorage, which is then read. The demo page waits for its prebuilt
 * seed only when this is false.
 */
export function loadStoredDb(): boolean {
  if (!current && getFakeBackendSettings().persist) current = load();
  return current !== null;
}

function looksLikeDb(value: unknown): value is FakeDbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<FakeDbState>;
  return (
    v.version === DB_VERSION &&
    Array.isArray(v.users) &&
    typeof v.tokens === 'object' &&
    typeof v.nextIds === 'object' &&
    typeof v.shop === 'object' &&
    typeof v.learning === 'object' &&
    typeof v.school === 'object'
  );
}

function load(): FakeDbState | null {
  try {
    const raw = localStorage.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    const parsed = parseCompact(raw);
    if (!looksLikeDb(parsed)) return null;
    resolveRelativeDays(parsed);
    return parsed;
  } catch {
    // Corrupt JSON or storage blocked: start from the seed.
    return null;
  }
}

/** The store. Loaded from localStorage in browser demo mode, seeded otherwise. */
export function getDb(): FakeDbState {
  if (!current) {
    current = (getFakeBackendSettings().persist ? load() : null) ?? freshCopy();
  }
  return current;
}

/** Writes the store to localStorage (browser demo mode; a no-op elsewhere). */
export function saveDb(): void {
  if (!current || !getFakeBackendSettings().persist) return;
  try {
    localStorage.setItem(DB_STORAGE_KEY, stringifyCompact(current));
  } catch (error) {
    // Quota exceeded or storage blocked: the demo keeps working in memory.
    console.warn('[fake backend] could not save the demo data', error);
  }
}

/**
 * Starts again from the seed. Call between tests. In browser demo mode the stored copy is removed
 * rather than overwritten with the seed (2 MB written for nothing): a reload, or another tab (its
 * `storage` event), then starts from the seed too, and the first write stores the store again.
 */
export function resetDemoData(): FakeDbState {
  current = freshCopy();
  forgetStoredDb();
  return current;
}

/**
 * Forgets the store, in memory and in localStorage (browser demo mode): the next `getDb()` makes a
 * fresh copy of the seed. `?reset-demo` does it, before the page has the prebuilt seed.
 */
export function discardDemoData(): void {
  current = null;
  forgetStoredDb();
}

function forgetStoredDb(): void {
  if (!getFakeBackendSettings().persist) return;
  try {
    localStorage.removeItem(DB_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/**
 * Drops the store held in memory: the next `getDb()` loads it again (from localStorage in
 * browser demo mode, else from the seed). For tests of the persistence and for a page that wants
 * the data another tab saved.
 */
export function reloadDemoData(): void {
  current = null;
}

/**
 * A new id for a collection. The first call for a key starts after the largest id of
 * `existing` (the seeded rows), so seeded and new rows never collide.
 */
export function nextId(key: string, existing: readonly { id: number }[] = []): number {
  const db = getDb();
  const start = existing.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const id = Math.max(db.nextIds[key] ?? start, start);
  db.nextIds[key] = id + 1;
  return id;
}

/** The user of an id, or undefined. */
export function findUser(id: number | null | undefined): FakeUser | undefined {
  return id === null || id === undefined ? undefined : getDb().users.find((u) => u.id === id);
}
