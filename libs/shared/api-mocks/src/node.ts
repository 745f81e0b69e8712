import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers, resetDemoData } from './index';

export * from './index';

/**
 * The fake backend for Vitest (msw/node): `server.listen()` in the test setup, `server.use()` to
 * override a handler in one test, `server.resetHandlers()` and `resetDemoData()` after each test.
 */
export const server = setupServer(...handlers);

/**
 * Runs {@link server} around the tests of a file or project (call it from a test setup or at the
 * top of a test file): listening before the first test, where a request no handler answers fails
 * the test; handlers and demo data reset after each test; closed after the last.
 */
export function serveFakeBackendInTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDemoData();
  });
  afterAll(() => server.close());
}
