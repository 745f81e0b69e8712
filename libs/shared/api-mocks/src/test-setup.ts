import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoData } from './lib/core/db';
import { server } from './node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoData();
});
afterAll(() => server.close());
