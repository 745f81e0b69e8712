import { defineConfig, mergeConfig } from 'vite';
import { libConfig } from '../../../tools/vite/preset.mts';

export default defineConfig(
  mergeConfig(
    libConfig({
      root: import.meta.dirname,
      name: '@kk/shop-feature-orders',
      environment: 'jsdom',
      setupFiles: ['src/test-setup.ts'],
      shareModules: true,
    }),
    // Page tests render whole screens against the fake backend; on a busy 2-core machine the default 5 s is tight.
    { test: { testTimeout: 20_000 } },
  ),
);
