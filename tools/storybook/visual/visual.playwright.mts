/**
 * Local visual regression: every story of the built Storybook (dist/storybook) is rendered in
 * headless Chromium, in LTR (fr) and RTL (ar), and compared with its committed baseline in
 * `visual/__screenshots__/`. No network. Update baselines: `npm run visual:update`.
 */
import { defineConfig } from '@playwright/test';
import * as path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mts';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const port = 6007;

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: path.join(workspaceRoot, 'dist/visual-results'),
  fullyParallel: true,
  workers: 2,
  // A retry starts a fresh worker (a fresh preview); a test that passes only then is listed as flaky.
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: path.join(workspaceRoot, 'dist/visual-report'), open: 'never' }]],
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0, threshold: 0.1 },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 960, height: 720 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'fr-MA',
    timezoneId: 'Africa/Casablanca',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx vite preview --outDir dist/storybook --port ${port} --strictPort`,
    cwd: workspaceRoot,
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
