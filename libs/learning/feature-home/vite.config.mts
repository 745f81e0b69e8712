import { defineConfig } from 'vite';
import { libConfig } from '../../../tools/vite/preset.mts';

export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    name: '@kk/learning-feature-home',
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    shareModules: true,
  }),
);
