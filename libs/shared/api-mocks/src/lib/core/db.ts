import { resolveRelativeDays, seedParentAlerts } from '../learning/alerts.seed';
import { seedLearningState, type LearningState } from '../learning/state';
import { seedSchoolState, type SchoolState } from '../school/state';
import { seedShopState, type ShopState } from '../shop/state';
import { parseCompact, stringifyCompact } from './compact-json';
import { createRng } from './rng';
import type { SeedContext } from './seed-context';
import { getFakeBackendSettings } from './settings';
import { DEMO_ACCOUNTS, seedUsers, type FakeUser } from './users';

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

/** Builds the seeded store (deterministic). */
export function seedDb(): FakeDbState {
  const rng = createRng(DB_SEED);
  const users = seedUsers(rng.fork('users'));
  const context = (area: string): SeedContext => ({ rng: rng.fork(area), users });
  const shop = seedShopState(context('shop'));
  const learning = seedLearningState(context('learning'));
  const school = seedSchoolState(context('school'));
  seedParentAlerts(users, learning, school);
  const tokens: Record<string, number> = {};
  for (const account of DEMO_ACCOUNTS) tokens[account.token] = account.id;
  return { version: DB_VERSION, users, tokens, nextIds: {}, shop, learning, school };
}

function freshCopy(): FakeDbState {
  pristine ??= seedDb();
  const copy = structuredClone(pristine);
  resolveRelativeDays(copy);
  return copy;
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

/** Starts again from the seed (and saves it in browser demo mode). Call between tests. */
export function resetDemoData(): FakeDbState {
  current = freshCopy();
  saveDb();
  return current;
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
