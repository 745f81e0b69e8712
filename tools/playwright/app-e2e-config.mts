/**
 * The Playwright config of an app's end-to-end project (apps/<app>-e2e/playwright.config.mts), in
 * Debian's Chromium (nothing downloaded).
 *
 * Two builds of the app are served, each by Vite's preview server started directly rather than
 * through Nx, so that it stays in Playwright's process group and is stopped with the run (a server
 * left behind blocks the port for the next run):
 * - the demo build (`dist-demo`, the fake backend in the page): every journey;
 * - the production build (`dist`, no fake backend, no config.json): the `production` project runs
 *   the `*.production.spec.ts` files against it (the app fails closed without a configuration, and
 *   the fault matrix routes its backend), and the projects `spec-literal` and `spec-alternative`
 *   run the `*.spec-backend.spec.ts` journeys against the spec-literal backend
 *   (tools/spec-backend), once in each reading of the contract's open shapes;
 * - both builds again behind nginx with the deployed configuration (deploy/nginx, served by
 *   deploy/check/serve.sh; Debian's nginx, installed by `npm run setup`): the `deploy` project runs
 *   the `*.deploy.spec.ts` files (headers, fallback, compression, caching, and journeys with the
 *   Content-Security-Policy enforced).
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { nxE2EPreset } from '@nx/playwright/preset';
import { workspaceRoot } from '@nx/devkit';
import * as path from 'node:path';
import { chromiumLaunchOptions, journeysBrowser } from './browsers.mts';
import type { SpecBackendOptions } from '../spec-backend/fixture.mts';
import type { DeployOptions } from '../../deploy/check/fixture.mts';

export interface AppE2eOptions {
  /** The e2e project's folder (`import.meta.dirname`). */
  dirname: string;
  /** The app's folder name under `apps/`. */
  app: 'shop' | 'learning';
  /** Port of the demo build's preview server (the app's `previewPort`). */
  port: number;
  /** Port of the production build's preview server. */
  productionPort: number;
  /**
   * Ports of nginx serving the production and the demo build with the deployed configuration
   * (the `deploy` project). Without them, no nginx and no `deploy` project.
   */
  deployPorts?: { production: number; demo: number };
}

/** A phone, in the journeys' browser (browsers.mts) with the launch flags of the visual checks. */
const chromium = {
  ...devices['Pixel 7'],
  launchOptions: { ...chromiumLaunchOptions, executablePath: journeysBrowser() },
};

const PRODUCTION_SPECS = /\.production\.spec\.ts$/;
const SPEC_BACKEND_SPECS = /\.spec-backend\.spec\.ts$/;
const DEPLOY_SPECS = /\.deploy\.spec\.ts$/;
/** The backend origin the deployed policy allows in the check: the spec backend's, on any port. */
const CHECK_API_ORIGIN = 'http://127.0.0.1:*';

/**
 * Test hook of the demo backend (`DEMO_NO_LATENCY_KEY` of libs/shared/api-mocks/src/index.ts, same key): set in
 * the demo build's localStorage before the page starts, it answers every call at once instead of after its
 * pretend latency of 120-380 ms (the journeys' CI time). A spec that asserts a loading or submitting state holds
 * that request itself (`page.route`). `E2E_DEMO_LATENCY=1` keeps the latency (to compare, or to look for races).
 */
const DEMO_NO_LATENCY_KEY = 'kk:test-demo-no-latency';

/** The pages' starting storage: the no-latency hook on the demo build's origin, unless `E2E_DEMO_LATENCY=1`. */
function demoStorage(origin: string): PlaywrightTestConfig['use'] {
  if (process.env['E2E_DEMO_LATENCY'] === '1') return {};
  return {
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: DEMO_NO_LATENCY_KEY, value: '1' }] }] },
  };
}

/**
 * How many journeys run at once: one, unless `E2E_WORKERS` says more. Measured on a 2-core CI machine
 * (docs/testing.md, "Measured", 2026-12-02): two workers made every journey more than twice as slow
 * (two Chromiums, their software rendering and the servers fighting over two cores: a 401 journey
 * took 9 s alone and 22 s beside another), so the files took longer than one after the other
 * (the shop's fault matrix 6.4 min → 4.3 min, the learning school journeys 6.8 min → 5.1 min) and
 * journeys ran out of time (three of the fifteen school journeys, four of the fault matrix).
 */
function e2eWorkers(): number {
  const workers = Number(process.env['E2E_WORKERS']);
  return Number.isInteger(workers) && workers > 0 ? workers : 1;
}

export function appE2eConfig({
  dirname,
  app,
  port,
  productionPort,
  deployPorts,
}: AppE2eOptions): PlaywrightTestConfig<SpecBackendOptions & DeployOptions> {
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
  // nginx listens on 127.0.0.1 only (the page's own origin, 'self' of its policy, is that address).
  const nginx = (outDir: string, serverPort: number, configJson: string) => ({
    ...server(outDir, serverPort, `http://127.0.0.1:${serverPort}/`),
    command: `bash ${path.join(workspaceRoot, 'deploy/check/serve.sh')} ${app} ${outDir} ${serverPort} ${configJson} '${CHECK_API_ORIGIN}'`,
  });
  const deployed = deployPorts && {
    production: `http://127.0.0.1:${deployPorts.production}`,
    demo: `http://127.0.0.1:${deployPorts.demo}`,
  };
  const production = { ...chromium, baseURL: productionURL };
  return defineConfig<SpecBackendOptions & DeployOptions>({
    ...nxE2EPreset(dirname, { testDir: './e2e' }),
    fullyParallel: true,
    workers: e2eWorkers(),
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL,
      locale: 'fr-MA',
      timezoneId: 'Africa/Casablanca',
      // A failed journey keeps its trace: actions, DOM snapshots, network, console. Not the screencast:
      // recording it for every journey (the trace records before it knows the outcome) kept Chromium
      // busy encoding frames, about a fifth of the journeys' time (docs/testing.md, "Measured", 2026-12-02).
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
      screenshot: 'only-on-failure',
      // The apps' service worker (/sw.js) would take the page's requests out of `page.route`'s sight (a
      // worker's fetches only go through `context.route`): blocked but in the specs that test it
      // (`test.use({ serviceWorkers: 'allow' })`, offline*.spec.ts).
      serviceWorkers: 'block',
      ...demoStorage(new URL(baseURL).origin),
    },
    webServer: [
      server('dist-demo', port, baseURL),
      server('dist', productionPort, productionURL),
      ...(deployPorts
        ? [
            nginx('dist', deployPorts.production, path.join(workspaceRoot, 'deploy/check/production-config.json')),
            nginx('dist-demo', deployPorts.demo, 'dist-demo/config.json'),
          ]
        : []),
    ],
    projects: [
      { name: 'chromium', testIgnore: [PRODUCTION_SPECS, SPEC_BACKEND_SPECS, DEPLOY_SPECS], use: chromium },
      { name: 'production', testMatch: PRODUCTION_SPECS, use: production },
      ...(['literal', 'alternative'] as const).map((reading) => ({
        name: `spec-${reading}`,
        testMatch: SPEC_BACKEND_SPECS,
        use: { ...production, reading },
      })),
      ...(deployed
        ? [
            {
              name: 'deploy',
              testMatch: DEPLOY_SPECS,
              use: {
                ...chromium,
                ...demoStorage(deployed.demo),
                baseURL: deployed.demo,
                deployedProduction: deployed.production,
              },
            },
          ]
        : []),
    ],
  });
}
