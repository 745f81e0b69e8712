/**
 * Shared Vite/Vitest settings for every project of the workspace.
 *
 * - `@kk/source` is the custom export condition of our workspace packages: with it, Vite and Vitest
 *   read each lib's `src/index.ts` directly, so no lib has to be built before an app or a test uses it.
 * - Only apps build; a library is a Vitest project whose sources the apps bundle.
 */
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appHtml, inlineEntryStyles } from './app-html.mts';
import { chartsOwnToolkit } from './charts-own-toolkit.mts';
import { demoConfig } from './demo-config.mts';
import { demoSeed } from './demo-seed.mts';
import { leanPreloadHelper } from './lean-preload-helper.mts';
import { manifestOutsideDist } from './manifest-outside-dist.mts';
import { precompress } from './precompress.mts';
import { prerender, type PrerenderOptions } from './prerender.mts';
import { serviceWorker } from './service-worker.mts';
import { styledComponentsOxc, styledComponentsWithStableIds } from './styled-components.mts';
import * as path from 'node:path';

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');

const resolveConfig = {
  resolve: { conditions: ['@kk/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@kk/source', ...defaultServerConditions] } },
};

type TestEnvironment = 'node' | 'jsdom';

function testConfig(name: string, environment: TestEnvironment, setupFiles: string[], shareModules = false) {
  return {
    name,
    watch: false,
    globals: true,
    environment,
    setupFiles,
    // See LibOptions.shareModules.
    isolate: !shareModules,
    include: ['src/**/*.{test,spec}.{ts,tsx}'],
    reporters: ['default'],
    // CI runs two projects at once on two cores (and Storybook's browser beside them): a test that
    // takes half a second alone has been seen to pass 5 s there (the infinite list's, the literal-text
    // rule's ESLint run). The time limit is for hung tests, not slow machines.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    restoreMocks: true,
    coverage: { reportsDirectory: './test-output/vitest/coverage', provider: 'v8' as const },
  };
}

/** react-router's production build (its `exports` only name the development one). */
const reactRouterProduction = path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs');

/**
 * Tiny modules that nearly every lazy screen imports, bundled into the entry (`codeSplitting` below):
 * ui-kit's visually-hidden text and ids, i18n's `useFormatters`, ui-kit's section-query helper, the
 * domain's levels helpers, the learning endpoints' helpers.
 */
const TINY_SHARED_MODULES =
  /\/libs\/shared\/(ui-kit\/src\/lib\/(visually-hidden\/visually-hidden|utils\/ids|query-state\/section-query)|i18n\/src\/lib\/use-formatters|domain\/src\/lib\/common\/levels-helpers|api-clients\/src\/lib\/learning\/endpoint-helpers)\.tsx?$/;

function cacheDir(root: string) {
  return path.join(workspaceRoot, 'node_modules/.vite', path.relative(workspaceRoot, root));
}

export interface AppOptions {
  root: string;
  name: string;
  /** The page's title before the app sets its own (`<title>` of index.html, added by `appHtml`). */
  title: string;
  /** Port of `vite` (dev server). */
  port: number;
  /** Port of `vite preview` (built app, used by e2e). */
  previewPort: number;
  /**
   * Vite's mode: `production` (`vite build`) is the deployable build, with no fake backend, no
   * worker, no `config.json` and its manifest in `dist-meta/`; any other mode (`demo` for
   * `vite build --mode demo --outDir dist-demo`, `development` for the dev server, `test`) carries
   * the fake backend, its worker and the demo `config.json`.
   */
  mode: string;
  /**
   * Routes whose first screen is rendered into their own page at build time (`connexion.html`:
   * tools/vite/prerender.mts). Gives the styled components of the libs those pages draw
   * (`prerender.stableIds`) ids from their file and position, the same in the server render and the
   * client bundle (styled-components.mts).
   */
  prerender?: PrerenderOptions & {
    /** The folders (from the workspace's root) of every lib whose components the pages draw. */
    stableIds: string[];
  };
  /**
   * Vite's preload map: a lazy import also asks at once for every chunk the lazy chunk imports, all
   * the way down, instead of one level of imports per round trip (a route of the shop's supplies
   * waited for four: docs/performance.md, "Lazy routes in one round trip"). It costs the first load
   * the map and its helper (0.6 KB brotli in the shop), which learning's budget has no room for.
   */
  preloadLazyChunks?: boolean;
}

/** The source files of `folders` (workspace-relative), as a module id filter. */
function filesIn(folders: string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(workspaceRoot)}/(${folders.map(escape).join('|')})/src/.*\\.[mc]?tsx?$`);
}

/** Vite config of an app shell. */
export function appConfig({
  root,
  name,
  title,
  port,
  previewPort,
  mode,
  prerender: prerendered,
  preloadLazyChunks = false,
}: AppOptions): UserConfig {
  const production = mode === 'production';
  const built = production || mode === 'demo';
  const pages = prerendered ? prerender(prerendered) : undefined;
  // Builds only (and the build's own prerender server, which runs in the build's mode): the dev server
  // prerenders nothing, and its files keep React's fast refresh.
  const stableIds =
    prerendered && built ? styledComponentsWithStableIds(filesIn(prerendered.stableIds), workspaceRoot) : undefined;
  return {
    root,
    cacheDir: cacheDir(root),
    ...resolveConfig,
    resolve: {
      ...resolveConfig.resolve,
      // react-router's package exports point every bundler at its development build (dev warnings
      // on); built apps take its production build, the same code without them.
      alias: built ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    server: { port, host: 'localhost', strictPort: true },
    preview: { port: previewPort, host: 'localhost', strictPort: true },
    // The dev server's demo backend: its interceptors (page) and msw (worker, which the dependency
    // scan does not follow) prebundled from the start, not found on the first page load (one reload
    // fewer on a fresh machine). The libs' own dependencies are still found on that first load (the
    // scan does not read the libs' `@kk/source` condition): the page reloads once while Vite
    // prebundles them, then never again.
    optimizeDeps: {
      include: ['msw', '@mswjs/interceptors', '@mswjs/interceptors/fetch', '@mswjs/interceptors/XMLHttpRequest'],
    },
    // The shared page (head, title, root, entry) of index.html; the demo config.json (dev server and demo
    // build only); the build manifest kept out of the deployed folder; the apps' service worker `/sw.js`
    // (builds only: service-worker.mts); the demo build's seed, built at build time as an asset, its
    // generators out of the bundle (demo-seed.mts).
    plugins: [
      react(),
      appHtml(title),
      inlineEntryStyles(),
      demoConfig({ root, emit: !production }),
      demoSeed({ workspaceRoot, prebuilt: mode === 'demo' }),
      manifestOutsideDist(root),
      chartsOwnToolkit(workspaceRoot),
      // No preload map: Vite's preload helper without its preloading (lean-preload-helper.mts).
      ...(preloadLazyChunks ? [] : [leanPreloadHelper()]),
      ...(stableIds ? [stableIds.plugin] : []),
      ...(pages ? [pages] : []),
      // After the prerendered pages, which it precaches.
      ...(built ? [serviceWorker({ after: pages?.api.finished })] : []),
      // The hashed files' brotli and gzip copies, which nginx sends as they are (precompress.mts).
      ...(built ? [precompress()] : []),
    ],
    oxc: stableIds?.oxc ?? styledComponentsOxc,
    // The demo backend's worker (@kk/api-mocks lib/demo/worker.ts): a module, so that it loads each
    // area's handlers as a chunk of its own; its seed is the prebuilt one too (no generators, no tldts).
    worker: {
      format: 'es',
      plugins: () => [demoSeed({ workspaceRoot, prebuilt: mode === 'demo' })],
      rolldownOptions: { output: { chunkFileNames: 'assets/c-[hash:7].js' } },
    },
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: true,
      // Read by the bundle budget; moved out of the deployed folder (manifest-outside-dist.mts).
      manifest: production,
      target: 'es2022',
      // Fonts stay files, however small (the kit's Arabic-name faces are 3 KB): the deployed policy
      // allows fonts from the site only (`font-src 'self'`), not `data:` addresses.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      // No preload map by default: Vite would wrap each lazy import to preload the chunks it imports, which
      // makes the entry name every lazy chunk (about 100 random 7-character names in learning) and
      // carry the helper: 1.5 KB brotli of every first load, and the names' noise (a changed lazy
      // page renames chunks) moved learning's first load by ±0.15 KB. Without it a route's chunk
      // loads first, then the shared chunks it imports, one level per round trip. An app whose budget
      // has room takes it (`preloadLazyChunks`). No polyfill either: index.html preloads nothing
      // (docs/performance.md).
      modulePreload: preloadLazyChunks ? { polyfill: false } : false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes into one chunk: the browser needs all of it
          // before the first render anyway, and one file compresses better and costs one request
          // instead of a dozen small ones (docs/performance.md). Lazy routes keep their own chunks.
          //
          // With them go a few tiny modules that nearly every lazy screen imports (a hidden label, the
          // kit's ids, the formatters' hook, the section-query helper, the levels' helpers, the
          // learning endpoints' helpers: 0.1–0.4 KB each): as chunks of their own, each cost its
          // screen's first load a file and its import/export lines; in the entry, a few bytes
          // each. Learning's signed-in first load: 24 files → 19, −0.4 KB brotli (docs/performance.md).
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              { name: 'initial', test: TINY_SHARED_MODULES },
            ],
          },
          // Lazy chunks are named by a 7-character hash only (the fewest rolldown allows for this many
          // chunks): the entry names every one of them in its imports and preload lists, and those
          // names cost the first load about 0.3 KB brotli. The build's manifest (dist-meta) still maps
          // each chunk to its source (docs/performance.md, "Investigating a chunk").
          chunkFileNames: 'assets/c-[hash:7].js',
        },
      },
    },
    test: testConfig(name, 'jsdom', [path.join(root, 'src/test-setup.ts')]),
  } as UserConfig;
}

export interface LibOptions {
  root: string;
  name: string;
  /** jsdom for libs with React code, node for pure TypeScript. */
  environment?: TestEnvironment;
  /** Setup files relative to the lib root. */
  setupFiles?: string[];
  /**
   * Run the test files of a Vitest worker one after the other in one module graph and one jsdom
   * (Vitest's `isolate: false`) instead of loading every module and a new jsdom for each file.
   * Every file then unmounts what each test rendered (`unmount-after-each-test.mts`, added after the
   * lib's own setup files). Only for libs whose setup undoes the rest of what a test leaves behind:
   * `setupFakeBackendForTests` (`@kk/testing/node`: handlers, demo data, storage; `renderPage` makes a
   * new store, router and language each time), or nothing else to undo (ui-kit, shop-ui). Not for tests that change module state and read it back in another file (injected
   * endpoints, the i18next singleton's language): docs/testing.md, "Measured", says which libs
   * stay isolated and what sharing saved (a third of the feature libs' time, ui-kit 80 s → 22 s).
   * @default false
   */
  shareModules?: boolean;
}

/**
 * Vite config of a library: its Vitest project. Libraries are never built on their own: apps,
 * Storybook and tests read their sources (`@kk/source`) and bundle them once.
 */
export function libConfig({
  root,
  name,
  environment = 'jsdom',
  setupFiles = [],
  shareModules = false,
}: LibOptions): UserConfig {
  return {
    root,
    cacheDir: cacheDir(root),
    ...resolveConfig,
    plugins: [react()],
    test: testConfig(
      name,
      environment,
      [
        ...setupFiles.map((f) => path.join(root, f)),
        ...(shareModules ? [path.join(import.meta.dirname, 'unmount-after-each-test.mts')] : []),
      ],
      shareModules,
    ),
  } as UserConfig;
}
