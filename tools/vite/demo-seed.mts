/**
 * The demo's seed, built at build time (issue 19). A demo build runs `seedTexts()` of
 * `@kk/api-mocks` (libs/shared/api-mocks/src/lib/core/seed-text.ts: `seedDb()` in compact JSON, cut
 * into its parts) once in Node and writes each part as a hashed asset, `assets/demo-seed-<part>-<hash>.json`
 * (`core`: users and tokens; `shop`, `learning`, `school`); the app's `demo.ts` reads their addresses
 * from `virtual:kk-demo-seed` and hands them to `startDemoBackend({ seedUrls, areas })`, which fetches
 * the core and the app's own areas beside the first render, any other area when a call needs it. The seed's generators (about half a second of a desktop core,
 * most of the demo chunk) are left out of the browser's bundle: `db.ts`'s import of `./seed-db` is a
 * stub there that throws; and msw's cookie jar gets a small stand-in for tldts (see `TLDTS_STUB`).
 *
 * The dev server and Vitest (any mode but `demo`): `demoSeedUrls` is `null` and the page seeds in
 * place, as Node and Storybook do.
 */
import * as path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:kk-demo-seed';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
const SEED_STUB_ID = '\0kk-demo-seed-generators-stub';
const SEED_PARTS = ['core', 'shop', 'learning', 'school'] as const;
type SeedPart = (typeof SEED_PARTS)[number];
const TLDTS_STUB_ID = '\0kk-demo-tldts';

/**
 * tldts (the public suffix list: 250 KB minified, half of the demo chunk) is there only for
 * tough-cookie, msw's cookie jar, which asks it for a host's registrable domain. The fake backend
 * reads no cookie and sees only the page's own calls, so the demo build takes this stand-in: the
 * host's last two labels (none for an IP address or a one-label host such as `localhost`).
 */
const TLDTS_STUB = `export function getDomain(hostname) {
  const host = String(hostname).toLowerCase().replace(/\\.$/, '');
  if (host.includes(':') || /^[0-9.]+$/.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
`;

export interface DemoSeedOptions {
  workspaceRoot: string;
  /** Whether this build ships the prebuilt seed (demo builds only). */
  prebuilt: boolean;
}

/** Vite plugin: the seed of the demo builds as a hashed asset, its generators out of the bundle. */
export function demoSeed({ workspaceRoot, prebuilt }: DemoSeedOptions): Plugin {
  const core = path.join(workspaceRoot, 'libs/shared/api-mocks/src/lib/core');
  const dbModule = path.join(core, 'db.ts');
  return {
    name: 'kk:demo-seed',
    // Before Vite's own resolver, which would resolve `./seed-db` to the file.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === VIRTUAL_ID) return RESOLVED_VIRTUAL_ID;
      if (prebuilt && source === 'tldts') return TLDTS_STUB_ID;
      if (prebuilt && source === './seed-db' && importer && path.normalize(importer.split('?')[0]) === dbModule) {
        return SEED_STUB_ID;
      }
      return null;
    },
    async load(id) {
      if (id === TLDTS_STUB_ID) return TLDTS_STUB;
      if (id === SEED_STUB_ID) {
        return `export function seedDb() {\n  throw new Error('The demo build has no seed generators: startDemoBackend({ seedUrls }) reads the prebuilt seed.');\n}\n`;
      }
      if (id !== RESOLVED_VIRTUAL_ID) return null;
      if (!prebuilt) return 'export const demoSeedUrls = null;\n';
      const texts = await buildSeedTexts(workspaceRoot, path.join(core, 'seed-text.ts'));
      const urls = SEED_PARTS.map((part) => {
        const ref = this.emitFile({ type: 'asset', name: `demo-seed-${part}.json`, source: texts[part] });
        return `  ${part}: import.meta.ROLLUP_FILE_URL_${ref},`;
      });
      return `export const demoSeedUrls = {\n${urls.join('\n')}\n};\n`;
    },
  };
}

/** Runs `seedTexts()` in Node with the workspace's source condition (libs are read from their `src`). */
async function buildSeedTexts(workspaceRoot: string, seedTextModule: string): Promise<Record<SeedPart, string>> {
  const { module } = await runnerImport<{ seedTexts: () => Record<SeedPart, string> }>(seedTextModule, {
    configFile: false,
    root: workspaceRoot,
    logLevel: 'error',
    // runnerImport's environment, `inline`: the workspace's packages are run from their sources
    // (`@kk/source`), not imported by Node.
    environments: { inline: { resolve: { conditions: ['@kk/source'], noExternal: [/^@kk\//] } } },
  });
  return module.seedTexts();
}
