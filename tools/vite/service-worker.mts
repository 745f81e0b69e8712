/**
 * Our service worker, `/sw.js`, written into every app's built folder (production and demo builds;
 * not in the dev server): `service-worker/sw.ts`, built with Workbox's runtime modules
 * (workbox-precaching, -routing, -strategies, -expiration) by rolldown (Vite's own bundler), with
 * the build's precache list written in at `self.__WB_MANIFEST` (Workbox's "inject manifest" way,
 * without workbox-build and its Babel/Rollup toolchain).
 *
 * Precached (installed with the worker, so the app starts offline): `index.html` and the prerendered
 * pages (`connexion.html`: prerender.mts), the entry's JS and
 * CSS, the fonts (woff2), the translation chunks of every language, the web app manifest, the icons
 * and the favicon. Every other hashed `/assets/*` chunk is cached the first time it is used (the
 * worker's own runtime rule). Names with a content hash need no revision; the others get the hash of
 * their bytes, so a new deploy installs a new worker that fetches only what changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';

/** The worker's file, at the root of the site (its scope is the whole app). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** One precached file: its URL, and a revision when its name has no content hash. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The source module of a translation table chunk (`libs/shared/i18n/src/locales/<lang>/<ns>.json`). */
const TRANSLATION_MODULE = /[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;
/**
 * Files copied from `public/`, index.html and the pages prerendered at build time (`connexion.html`:
 * prerender.mts) that go in the precache.
 */
const SHELL_FILE = /^([\w-]+\.html|manifest\.webmanifest|favicon\.ico|icons\/.+\.png)$/;

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  css: string[];
}

/** What the built app needs offline from its first start (relative file names in the output folder). */
export function shellFiles(chunks: BuiltChunk[], outputFiles: string[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const addWithImports = (name: string) => {
    if (files.has(name)) return;
    files.add(name);
    const chunk = byName.get(name);
    chunk?.css.forEach((css) => files.add(css));
    chunk?.imports.forEach(addWithImports);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry) addWithImports(chunk.fileName);
    else if (chunk.facadeModuleId && TRANSLATION_MODULE.test(chunk.facadeModuleId)) addWithImports(chunk.fileName);
  }
  for (const file of outputFiles) {
    if (SHELL_FILE.test(file) || (file.startsWith('assets/') && file.endsWith('.woff2'))) files.add(file);
  }
  return [...files].sort();
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** The precache list of a built folder: hashed `/assets/*` need no revision; other files get their bytes' hash. */
export function precacheEntries(outDir: string, files: string[]): PrecacheEntry[] {
  return files.map((file) => ({
    url: `/${file}`,
    revision: file.startsWith('assets/')
      ? null
      : createHash('sha256')
          .update(readFileSync(path.join(outDir, file)))
          .digest('hex')
          .slice(0, 16),
  }));
}

async function buildWorker(outDir: string, entries: PrecacheEntry[]): Promise<void> {
  const bundle = await rolldown({
    input: path.join(import.meta.dirname, 'service-worker/sw.ts'),
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  const code = output[0].code;
  if (!code.includes('self.__WB_MANIFEST')) throw new Error('sw.ts lost its self.__WB_MANIFEST placeholder');
  writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), code.replace('self.__WB_MANIFEST', JSON.stringify(entries)));
}

/**
 * Vite plugin: builds `/sw.js` with the app's precache list once the app's files are written, and
 * once `after` has settled (the prerendered pages: build hooks of plugins run side by side).
 */
export function serviceWorker({ after }: { after?: () => Promise<void> } = {}): Plugin {
  let config: ResolvedConfig;
  let chunks: BuiltChunk[] = [];
  return {
    name: 'kk:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                facadeModuleId: item.facadeModuleId,
                imports: item.imports,
                css: [...(item.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      await after?.();
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = shellFiles(chunks, listFiles(outDir));
      await buildWorker(outDir, precacheEntries(outDir, files));
    },
  };
}
