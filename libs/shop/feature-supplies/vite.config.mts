import { defineConfig } from 'vite';
import { libConfig } from '../../../tools/vite/preset.mts';

export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    name: '@kk/shop-feature-supplies',
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    shareModules: true,
  }),
);
