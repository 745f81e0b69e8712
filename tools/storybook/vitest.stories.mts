/**
 * Story tests of one project (or of the workspace, with no filter): every story runs as a Vitest
 * test in headless Chromium (Debian's, never a downloaded one). It must render, its `play`
 * function must pass, axe must find no violation (`parameters.a11y.test = 'error'` in
 * .storybook/preview.tsx), and its end state is pictured in LTR and RTL and compared with the
 * baselines beside its story file (tools/storybook/pictures/picture-stories.ts).
 *
 * Each project with stories has a `test-stories` target (tools/nx/story-tests.ts) that
 * runs this config on its own story files: `vitest run -c tools/storybook/vitest.stories.mts <projectRoot>/`.
 * After an intended visual change, `npm run visual:update` (`VISUAL_UPDATE=1`) rewrites the
 * baselines that no longer match and writes the missing ones.
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defineConfig } from 'vite';
import * as path from 'node:path';
import { mswWorker } from '../vite/msw-worker.mts';
import { styledComponentsOxc } from '../vite/styled-components.mts';
import { DEFAULT_VIEWPORT, VIEWPORTS } from './viewports';
import { chromiumLaunchOptions } from './pictures/chromium.mts';
import { fitRunner, networkQuiet, stalePictures, trackNetwork } from './pictures/commands.mts';
import { ExitReporter } from './pictures/exit-reporter.mts';
import { FlakyReporter } from './pictures/flaky-reporter.mts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
/**
 * `VISUAL_SHUFFLE_SEED=<n>` plays the files and stories in a shuffled order (the same for a given
 * seed), to find a story that depends on the one played before it in the shared page.
 */
const shuffleSeed = Number(process.env['VISUAL_SHUFFLE_SEED']);
const { width, height } = VIEWPORTS[DEFAULT_VIEWPORT].styles;

export default defineConfig({
  root: workspaceRoot,
  cacheDir: path.join(workspaceRoot, 'node_modules/.vite/storybook-tests'),
  resolve: { conditions: ['@kk/source', ...defaultClientConditions] },
  plugins: [
    storybookTest({
      configDir: path.join(workspaceRoot, '.storybook'),
      // The size of a story that names none (a story picks another with its `viewport` global).
      initialGlobals: { viewport: { value: DEFAULT_VIEWPORT, isRotated: false } },
    }),
    mswWorker(),
  ],
  // The apps' styled-components compilation (minified CSS), so pictures check what the apps ship.
  oxc: styledComponentsOxc,
  optimizeDeps: {
    // Dependencies reached only through dynamic imports (lazy charts, the virtualized list body):
    // pre-bundled up front so Vite does not re-optimize and reload the page in the middle of a run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-i18next',
      'recharts',
      '@tanstack/react-virtual',
      // The fake backend's worker and Storybook's addon for it: the scan leaves them as raw modules
      // (graphql alone was 129 of the preview's requests), so the preview loads ~700 modules, not ~940.
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
    ],
  },
  test: {
    name: 'storybook',
    watch: false,
    ...(process.env['VISUAL_UPDATE'] ? { update: 'all' as const } : {}),
    // Read by pictures/picture-stories.ts: a visual update also deletes the baselines no story took.
    provide: { visualUpdate: Boolean(process.env['VISUAL_UPDATE']) },
    // One page plays every story of the run, one after the other: loading the preview (its
    // modules, the fake backend's worker, the translation tables) once instead of once per file
    // is what makes a story cost about a second. Each story still starts clean: its own store,
    // a reseeded fake backend (.storybook/preview.tsx), empty storage (pictures/picture-stories.ts).
    isolate: false,
    ...(Number.isFinite(shuffleSeed) && process.env['VISUAL_SHUFFLE_SEED']
      ? { sequence: { shuffle: { files: true, tests: true }, seed: shuffleSeed } }
      : {}),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: [path.join(import.meta.dirname, 'pictures/picture-stories.ts')],
    // In CI a failed story is played once more; one that passes only then is reported as flaky.
    retry: process.env['CI'] ? 1 : 0,
    attachmentsDir: path.join(workspaceRoot, 'dist/visual-results'),
    reporters: ['default', new FlakyReporter(), new ExitReporter()],
    // Closing takes a few hundred milliseconds; past this, ExitReporter ends a process that only
    // Vitest's own uncleared screenshot timers still hold (pictures/exit-reporter.mts).
    teardownTimeout: 1_500,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: {
          // The runner's own page: large enough to show every viewport of .storybook/viewports.ts
          // unscaled (a taller picture grows it: pictures/commands.mts fitRunner).
          viewport: { width: 1280, height: 900 },
          locale: 'fr-MA',
          timezoneId: 'Africa/Casablanca',
          reducedMotion: 'reduce',
          colorScheme: 'light',
          deviceScaleFactor: 1,
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The pictures' baselines and diffs are written from the browser session.
      api: { allowWrite: true },
      viewport: { width: parseInt(width, 10), height: parseInt(height, 10) },
      commands: { trackNetwork, networkQuiet, fitRunner, stalePictures },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          // Beside the story file: <folder>/__screenshots__/<story file>/<story id>-<ltr|rtl>.png
          resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
            path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
          // A failed comparison's reference, actual and diff pictures.
          resolveDiffPath: ({ arg, ext, root, attachmentsDir, testFileDirectory }) =>
            path.join(root, attachmentsDir, testFileDirectory, `${arg}${ext}`),
        },
      },
    },
  },
});
