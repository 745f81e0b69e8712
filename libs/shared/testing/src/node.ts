/**
 * The parts of the test helpers that run only in Vitest on Node (they start the msw/node fake
 * backend), kept out of `@kk/testing` so that stories, which import it in the browser, never load
 * them. For `src/test-setup.ts` files.
 */
export { setupFakeBackendForTests, type FakeBackendTestOptions } from './lib/setup-fake-backend-for-tests';
