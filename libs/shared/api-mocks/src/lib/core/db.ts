import { resolveRelativeDays } from '../learning/alerts.seed';
import type { LearningState } from '../learning/state';
import type { SchoolState } from '../school/state';
import type { ShopState } from '../shop/state';
import { parseCompact, stringifyCompact } from './compact-json';
import { seedDb } from './seed-db';
import { fakeBackendStorage, getFakeBackendSettings } from './settings';
import type { FakeUser } from './users';

export { seedDb };

/**
 * Bump when the shape of the state or the seed changes: a browser holding an older copy in
 * localStorage then starts again from the new seed.
 */
export const DB_VERSION = 8;

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

/** The parts of the store that are seeded (and shipped by the demo builds) apart: see {@link SeedPart}. */
export const SEED_AREAS = ['shop', 'learning', 'school'] as const;

/** An area of the store: the data of one backend, which a demo page loads only once a call needs it. */
export type SeedArea = (typeof SEED_AREAS)[number];

/**
 * A file of the demo builds' prebuilt seed: `core` (version, users, tokens, next ids: what every call
 * reads) or one area. Parsed and put side by side, the four are exactly `seedDb()`.
 */
export type SeedPart = 'core' | SeedArea;

let current: FakeDbState | null = null;
let pristine: FakeDbState | null = null;
/**
 * The seed built at build time (compact JSON per part), as the demo page receives it: see
 * {@link installSeed}. Empty outside the demo builds.
 */
const prebuiltSeed: Partial<Record<SeedPart, string>> = {};
/** Set by the demo builds' page before its seed arrives: see {@link expectPrebuiltSeed}. */
let prebuiltExpected = false;

/** Whether the store is made from the prebuilt seed (demo builds), which comes in parts. */
function prebuiltMode(): boolean {
  return prebuiltExpected || prebuiltSeed.core !== undefined;
}

/**
 * The demo builds' page says so before its seed has arrived: a stored copy may then lack areas (they
 * come from the seed when a call needs them), and `seedDb()` is never called.
 */
export function expectPrebuiltSeed(): void {
  prebuiltExpected = true;
}

/**
 * Whether the store holds an area. In the demo builds an area whose seed has not arrived is left out
 * of the store: reading it throws (see {@link markMissing}) rather than answering from nothing.
 */
export function hasArea(db: FakeDbState, area: SeedArea): boolean {
  return Object.getOwnPropertyDescriptor(db, area)?.enumerable === true;
}

/**
 * A missing area: not enumerable (so not saved) and reading it throws. A handler reaches it only if
 * it does not declare the area (`backendFor` of http.ts).
 */
function markMissing(db: FakeDbState, area: SeedArea): void {
  Object.defineProperty(db, area, {
    configurable: true,
    enumerable: false,
    get() {
      throw new Error(
        `[fake backend] the demo seed's "${area}" area is not loaded: its handler must name it (backendFor in core/http.ts).`,
      );
    },
  });
}

function attachArea(db: FakeDbState, area: SeedArea, value: unknown): void {
  Object.defineProperty(db, area, { configurable: true, enumerable: true, writable: true, value });
}

/**
 * Completes a store of the demo builds: every area it lacks and whose seed is installed is parsed
 * from it; the others are marked missing. The relative days are resolved once learning and school
 * are both there (the absences' days are kept in `learning.relativeDays`). Returns the store.
 */
function completeAreas(db: FakeDbState, resolved: boolean): FakeDbState {
  let added = false;
  for (const area of SEED_AREAS) {
    if (hasArea(db, area)) continue;
    const text = prebuiltSeed[area];
    if (text === undefined) markMissing(db, area);
    else {
      attachArea(db, area, parseCompact(text));
      added = true;
    }
  }
  if ((added || !resolved) && hasArea(db, 'learning') && hasArea(db, 'school')) resolveRelativeDays(db);
  return db;
}

function freshCopy(): FakeDbState {
  if (prebuiltMode()) {
    if (prebuiltSeed.core === undefined) throw new Error('[fake backend] the demo seed has not arrived yet.');
    // Parsing the texts again is the copy: no seed object is kept beside the store.
    const core = parseCompact(prebuiltSeed.core) as FakeDbState;
    return completeAreas(core, false);
  }
  pristine ??= seedDb();
  const copy = structuredClone(pristine);
  resolveRelativeDays(copy);
  return copy;
}

/**
 * Gives the store parts of the seed built at build time (`seedTexts()` of seed-text.ts, compact JSON
 * per part; called again as more parts arrive): from then on a fresh copy is made of these texts and
 * `seedDb()` is never called. An area installed after the store was made joins it at once. The demo
 * builds' page does it (`startDemoBackend({ seedUrls })`), since their bundle has no seed generators;
 * Node, Storybook and the dev server never do and seed in place.
 */
export function installSeed(parts: Partial<Record<SeedPart, string>>): void {
  Object.assign(prebuiltSeed, parts);
  pristine = null;
  if (current && prebuiltMode()) completeAreas(current, true);
}

/** Forgets the prebuilt seed and the store (the demo backend stopped): the next store is seeded in place. */
export function forgetPrebuiltSeed(): void {
  for (const part of Object.keys(prebuiltSeed) as SeedPart[]) delete prebuiltSeed[part];
  prebuiltExpected = false;
  current = null;
}

/** Whether a part of the prebuilt seed is installed (see {@link installSeed}); `core` by default. */
export function hasInstalledSeed(part: SeedPart = 'core'): boolean {
  return prebuiltSeed[part] !== undefined;
}

/**
 * Whether the store can answer without a fresh copy of the seed: it is in memory, or (browser demo
 * mode) a valid copy is in localStorage, which is then read. The demo page waits for its prebuilt
 * seed's core only when this is false.
 */
export function loadStoredDb(): boolean {
  if (!current && getFakeBackendSettings().persist) current = load();
  return current !== null;
}

/**
 * Whether the store (made or read now if need be) holds an area; in Node, Storybook and the dev
 * server it always does.
 */
export function storeHasArea(area: SeedArea): boolean {
  return hasArea(getDb(), area);
}

function looksLikeDb(value: unknown): value is FakeDbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<FakeDbState>;
  return (
    v.version === DB_VERSION &&
    Array.isArray(v.users) &&
    typeof v.tokens === 'object' &&
    typeof v.nextIds === 'object' &&
    // A demo page stores only the areas it has loaded (the others come from the seed when needed).
    SEED_AREAS.every((area) => v[area] === undefined || (typeof v[area] === 'object' && v[area] !== null)) &&
    (prebuiltMode() || SEED_AREAS.every((area) => v[area] !== undefined))
  );
}

function load(): FakeDbState | null {
  try {
    const raw = fakeBackendStorage()?.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    const parsed = parseCompact(raw);
    if (!looksLikeDb(parsed)) return null;
    if (prebuiltMode()) return completeAreas(parsed, false);
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
    fakeBackendStorage()?.setItem(DB_STORAGE_KEY, stringifyCompact(current));
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

function forgetStoredDb(): void {
  if (!getFakeBackendSettings().persist) return;
  try {
    fakeBackendStorage()?.removeItem(DB_STORAGE_KEY);
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
