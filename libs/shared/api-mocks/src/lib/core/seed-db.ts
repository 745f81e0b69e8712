import { seedParentAlerts } from '../learning/alerts.seed';
import { seedLearningState } from '../learning/state';
import { seedSchoolState } from '../school/state';
import { seedShopState } from '../shop/state';
import { DB_SEED, DB_VERSION, type FakeDbState } from './db';
import { createRng } from './rng';
import type { SeedContext } from './seed-context';
import { DEMO_ACCOUNTS, seedUsers } from './users';

/*
 * The seed's generators, on their own so that the demo builds can leave them out of the browser: there the
 * seed is built once at build time (tools/vite/demo-seed.mts, from `seedText()` of seed-text.ts) and the
 * page reads it (`installSeed` of db.ts). Node (unit tests), Storybook and the dev server call it here.
 */

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
