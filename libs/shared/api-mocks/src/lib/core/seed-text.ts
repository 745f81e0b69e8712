import { stringifyCompact } from './compact-json';
import { seedDb } from './seed-db';

/**
 * The seed as the demo builds ship it: `seedDb()` in compact JSON (compact-json.ts), written at build
 * time by tools/vite/demo-seed.mts as a hashed asset and read by the page (`installSeed` of db.ts).
 * Its relative days (`resolveRelativeDays`) are resolved when the page reads it, against that day.
 */
export function seedText(): string {
  return stringifyCompact(seedDb());
}
