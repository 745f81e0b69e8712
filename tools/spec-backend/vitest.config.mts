import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: '@kk/spec-backend', globals: true, environment: 'node', include: ['*.test.ts'] },
});
