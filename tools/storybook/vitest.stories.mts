/**
 * Every story of the workspace runs as a Vitest test in headless Chromium (Debian's, never a
 * downloaded one): it must render, its `play` function must pass, and axe must find no violation
 * (`parameters.a11y.test = 'error'` in .storybook/preview.tsx).
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defineConfig } from 'vite';
import * as path from 'node:path';
import { mswWorker } from '../vite/msw-worker.mts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root: workspaceRoot,
  cacheDir: path.join(workspaceRoot, 'node_modules/.vite/storybook-tests'),
  resolve: { conditions: ['@kk/source', ...defaultClientConditions] },
  plugins: [storybookTest({ configDir: path.join(workspaceRoot, '.storybook') }), mswWorker()],
  optimizeDeps: {
    // Dependencies reached only through dynamic imports (lazy charts, the virtualized list body):
    // pre-bundled up front so Vite does not re-optimize and reload the page in the middle of a run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'recharts',
      '@tanstack/react-virtual',
    ],
  },
  test: {
    name: 'storybook',
    watch: false,
    testTimeout: 30_000,
    reporters: ['default'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 960, height: 720 },
    },
  },
});
