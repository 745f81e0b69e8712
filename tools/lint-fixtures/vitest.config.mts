import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: '@kk/lint-fixtures', globals: true, environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
});
