/**
 * Playwright fixtures of the spec-literal backend: each worker runs one server, each test gets its
 * own space (fresh state, one reading) and a production build whose `config.json` points at it.
 *
 * Specs named `*.spec-backend.spec.ts` run in the projects `spec-literal` and `spec-alternative`
 * (tools/playwright/app-e2e-config.mts), once per reading; a spec that imports `test` from here
 * elsewhere (the fault matrix, `*.production.spec.ts`) gets the `literal` reading.
 */
import { test as base } from '@playwright/test';
import { PRODUCT, startSpecBackend, type Reading, type SpecBackend, type SpecSpace } from './server.mts';

export interface SpecBackendOptions {
  /** The reading of the open shapes the space answers with. */
  reading: Reading;
}

export const test = base.extend<SpecBackendOptions & { spec: SpecSpace }, { specBackend: SpecBackend }>({
  reading: ['literal', { option: true }],
  specBackend: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const backend = await startSpecBackend();
      await use(backend);
      await backend.close();
    },
    { scope: 'worker' },
  ],
  spec: async ({ context, specBackend, reading }, use) => {
    const space = specBackend.space(reading);
    // On the context, not the page: the app's service worker (specs that allow it) asks for
    // config.json itself, and only the context's routes see the worker's requests.
    await context.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: space.baseUrl, product: PRODUCT } }),
    );
    await use(space);
  },
});

export { expect } from '@playwright/test';
export type { Reading, SpecSpace } from './server.mts';
