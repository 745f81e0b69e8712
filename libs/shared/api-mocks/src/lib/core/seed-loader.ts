import {
  expectPrebuiltSeed,
  forgetPrebuiltSeed,
  hasInstalledSeed,
  installSeed,
  loadStoredDb,
  storeHasArea,
  type SeedArea,
  type SeedPart,
} from './db';

/**
 * The demo builds' page fetches its prebuilt seed in parts (issue 19): the core (users, tokens) and
 * its app's own areas at once, beside the first render, and any other area when a call first needs
 * it. Each call waits only for the parts its handler reads ({@link storeReady}, from `backend.*` of
 * http.ts): the core, unless the store is in memory or localStorage, and the areas its path names.
 * A request no handler answers waits for nothing. Node, Storybook and the dev server configure nothing here and seed in place.
 */

/** Address of each part of the prebuilt seed (`virtual:kk-demo-seed` of tools/vite/demo-seed.mts). */
export type DemoSeedUrls = Record<SeedPart, string>;

let urls: DemoSeedUrls | null = null;
const texts = new Map<SeedPart, Promise<string>>();

/** Sets the addresses of the prebuilt seed (the demo page, before any call) and fetches `parts` now. */
export function configureSeedLoader(seedUrls: DemoSeedUrls, parts: readonly SeedPart[]): void {
  urls = seedUrls;
  texts.clear();
  expectPrebuiltSeed();
  for (const part of parts) {
    // Logged in seedPart; a call that then needs this part waits for a new attempt.
    seedPart(part).catch(() => undefined);
  }
}

/** Forgets the addresses and the prebuilt seed (the demo backend is stopped). */
export function resetSeedLoader(): void {
  urls = null;
  texts.clear();
  forgetPrebuiltSeed();
}

/** The text of a part, fetched once (again after a failure). */
function seedPart(part: SeedPart): Promise<string> {
  const known = texts.get(part);
  if (known) return known;
  if (!urls) return Promise.reject(new Error('[fake backend] no prebuilt seed is configured.'));
  const url = urls[part];
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`The demo seed could not be read (${url}: ${response.status}).`);
    return response.text();
  });
  texts.set(part, text);
  text.catch((error: unknown) => {
    texts.delete(part);
    console.error(error);
  });
  return text;
}

/**
 * Before a handler runs in a demo build (`backend.*` of http.ts): the store must be in memory, in
 * localStorage (read now), or made from the seed's core, which the call waits for if it has not
 * arrived; then each area the handler names must be in it, from localStorage or from its seed file
 * (fetched now if the app did not ask for it at start). A no-op elsewhere.
 */
export async function storeReady(areas: readonly SeedArea[]): Promise<void> {
  if (!urls) return;
  if (!hasInstalledSeed('core') && !loadStoredDb()) installSeed({ core: await seedPart('core') });
  const missing = areas.filter((area) => !storeHasArea(area));
  if (missing.length === 0) return;
  const arrived = await Promise.all(missing.map(async (area) => [area, await seedPart(area)] as const));
  installSeed(Object.fromEntries(arrived));
}

/** Before a reset in a demo build: the seed's core is installed (the stored copy is not read). */
export async function resetReady(): Promise<void> {
  if (urls && !hasInstalledSeed('core')) installSeed({ core: await seedPart('core') });
}
