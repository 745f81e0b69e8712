import { defineConfig, devices } from '@playwright/test';
import { nxE2EPreset } from '@nx/playwright/preset';
import { workspaceRoot } from '@nx/devkit';
import * as path from 'node:path';

/**
 * End-to-end journeys of the learning app, against its production build in demo mode (the fake backend
 * runs in the page's service worker), in Debian's Chromium (nothing downloaded).
 */
const port = 4301;
const baseURL = process.env['BASE_URL'] || `http://localhost:${port}`;

export default defineConfig({
  ...nxE2EPreset(import.meta.dirname, { testDir: './e2e' }),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'fr-MA',
    timezoneId: 'Africa/Casablanca',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The app's build (the e2e target depends on it) served by Vite's preview server, started
  // directly rather than through Nx, so that it stays in Playwright's process group and is
  // stopped with the run (a server left behind blocks the port for the next run).
  webServer: {
    command: 'npx vite preview',
    url: baseURL,
    reuseExistingServer: !process.env['CI'],
    cwd: path.join(workspaceRoot, 'apps/learning'),
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Pixel 7'],
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
      },
    },
  ],
});
