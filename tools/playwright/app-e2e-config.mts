/**
 * The Playwright config of an app's end-to-end project (apps/<app>-e2e/playwright.config.mts), in
 * Debian's Chromium (nothing downloaded).
 *
 * Two builds of the app are served, each by Vite's preview server started directly rather than
 * through Nx, so that it stays in Playwright's process group and is stopped with the run (a server
 * left behind blocks the port for the next run):
 * - the demo build (`dist-demo`, the fake backend in the page's service worker): every journey;
 * - the production build (`dist`, no fake backend, no config.json): the `production` project runs
 *   the `*.production.spec.ts` files against it (the app fails closed without a configuration, and
 *   the fault matrix routes its backend), and the projects `spec-literal` and `spec-alternative`
 *   run the `*.spec-backend.spec.ts` journeys against the spec-literal backend
 *   (tools/spec-backend), once in each reading of the contract's open shapes.
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { nxE2EPreset } from '@nx/playwright/preset';
import { workspaceRoot } from '@nx/devkit';
import * as path from 'node:path';
import { chromiumLaunchOptions } from '../storybook/pictures/chromium.mts';
import type { SpecBackendOptions } from '../spec-backend/fixture.mts';

export interface AppE2eOptions {
  /** The e2e project's folder (`import.meta.dirname`). */
  dirname: string;
  /** The app's folder name under `apps/`. */
  app: 'shop' | 'learning';
  /** Port of the demo build's preview server (the app's `previewPort`). */
  port: number;
  /** Port of the production build's preview server. */
  productionPort: number;
}

/** A phone, in Debian's Chromium with the launch options of the visual checks (one list of flags). */
const chromium = { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions };

const PRODUCTION_SPECS = /\.production\.spec\.ts$/;
const SPEC_BACKEND_SPECS = /\.spec-backend\.spec\.ts$/;

export function appE2eConfig({
  dirname,
  app,
  port,
  productionPort,
}: AppE2eOptions): PlaywrightTestConfig<SpecBackendOptions> {
  const baseURL = process.env['BASE_URL'] || `http://localhost:${port}`;
  const productionURL = `http://localhost:${productionPort}`;
  const cwd = path.join(workspaceRoot, 'apps', app);
  const server = (outDir: string, serverPort: number, url: string) => ({
    command: `npx vite preview --outDir ${outDir} --port ${serverPort} --strictPort`,
    url,
    reuseExistingServer: !process.env['CI'],
    cwd,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2_000 },
  });
  return defineConfig<SpecBackendOptions>({
    ...nxE2EPreset(dirname, { testDir: './e2e' }),
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
    webServer: [server('dist-demo', port, baseURL), server('dist', productionPort, productionURL)],
    projects: [
      { name: 'chromium', testIgnore: [PRODUCTION_SPECS, SPEC_BACKEND_SPECS], use: chromium },
      { name: 'production', testMatch: PRODUCTION_SPECS, use: { ...chromium, baseURL: productionURL } },
      ...(['literal', 'alternative'] as const).map((reading) => ({
        name: `spec-${reading}`,
        testMatch: SPEC_BACKEND_SPECS,
        use: { ...chromium, baseURL: productionURL, reading },
      })),
    ],
  });
}
