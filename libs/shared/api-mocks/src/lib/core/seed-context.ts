import type { Rng } from './rng';
import type { FakeUser } from './users';

/**
 * What each area's seed function receives: its own forked generator and the seeded users
 * (read them to link data to accounts; the list may be extended, never reordered).
 */
export interface SeedContext {
  rng: Rng;
  users: FakeUser[];
}
