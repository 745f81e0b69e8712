import { stringifyCompact } from './compact-json';
import { SEED_AREAS, type SeedPart } from './db';
import { seedDb } from './seed-db';

/**
 * The seed as the demo builds ship it: `seedDb()` cut into its parts (`core`: version, users, tokens,
 * next ids; then one per area: shop, learning, school), each in compact JSON (compact-json.ts), written
 * at build time by tools/vite/demo-seed.mts as hashed assets and read by the page (`installSeed` of
 * db.ts), which fetches the core and its app's areas at once and any other area when a call needs it.
 * One `seedDb()` makes all four, so the cross-area data (`seedParentAlerts`: users, learning, school)
 * is the same as in Node. Relative days (`resolveRelativeDays`) are resolved when the page reads them.
 */
export function seedTexts(): Record<SeedPart, string> {
  const { shop, learning, school, ...core } = seedDb();
  const areas = { shop, learning, school };
  const texts = { core: stringifyCompact(core) } as Record<SeedPart, string>;
  for (const area of SEED_AREAS) texts[area] = stringifyCompact(areas[area]);
  return texts;
}
