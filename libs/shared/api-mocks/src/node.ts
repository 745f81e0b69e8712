import { setupServer } from 'msw/node';
import { handlers } from './index';

export * from './index';

/**
 * The fake backend for Vitest (msw/node): `server.listen()` in the test setup, `server.use()` to
 * override a handler in one test, `server.resetHandlers()` and `resetDemoData()` after each test.
 */
export const server = setupServer(...handlers);
