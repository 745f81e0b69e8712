import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { configureApi } from '@kk/api-clients';
import { serveFakeBackendInTests } from '@kk/api-mocks/node';
import { initI18n } from '@kk/i18n';

/** Options of {@link setupFakeBackendForTests}. */
export interface FakeBackendTestOptions {
  /**
   * How long `findBy*` and `waitFor` wait for the page, in ms.
   * @default 5_000
   */
  asyncUtilTimeout?: number;
  /**
   * Load every French translation table once before the tests, for tests that render without
   * `renderPage` (which loads them itself).
   * @default false
   */
  preloadTranslations?: boolean;
}

/**
 * jsdom brings its own File, Blob and FormData, which Node's Request (used by MSW to read what
 * XMLHttpRequest sends) does not recognise: an uploaded file would arrive empty. Use Node's classes,
 * as a browser has one set of them (same fix as @kk/api-clients' test setup).
 */
async function installNodeFormData(): Promise<void> {
  const { File: NodeFile, Blob: NodeBlob } = await import('node:buffer');
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  const JsdomFormData = globalThis.FormData;
  // React builds `new FormData(form, submitter)` when a form is submitted during a transition (a
  // router navigation): Node's class cannot read a jsdom form, so copy its entries from jsdom's.
  class TestFormData extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (form) new JsdomFormData(form, submitter).forEach((value, key) => this.append(key, value));
    }
  }
  Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: TestFormData });
}

/**
 * The Vitest setup of every lib whose tests render pages against the fake backend (msw/node): call it
 * from the lib's `src/test-setup.ts`. It starts the fake backend before the tests and makes every
 * test start fresh (handlers, demo data and local storage reset after each one), points the API
 * clients at it (Node's fetch needs an absolute URL), fails on any request the fake backend does
 * not know, and gives whole-page tests on a busy 2-core machine room (30 s a test).
 *
 * @example
 * // libs/shop/feature-orders/src/test-setup.ts
 * import { setupFakeBackendForTests } from '@kk/testing/node';
 * await setupFakeBackendForTests();
 */
export async function setupFakeBackendForTests({
  asyncUtilTimeout = 5_000,
  preloadTranslations = false,
}: FakeBackendTestOptions = {}): Promise<void> {
  // Pages are typed into key by key against the fake backend; that outgrows the 5 s default.
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout });
  await installNodeFormData();

  beforeAll(() => configureApi({ baseUrl: 'http://localhost', product: 'koolskools' }));
  // Registered before the server's hooks: Vitest runs "after" hooks last-registered first, so the
  // storage is cleared once the demo data has been reset.
  afterEach(() => localStorage.clear());
  serveFakeBackendInTests();

  if (preloadTranslations) {
    // Loading every translation table takes a few seconds the first time: do it once, before the tests.
    beforeAll(async () => {
      await initI18n({ language: 'fr', forTests: true });
    }, 30_000);
  }
}
