import { defineConfig } from 'vite';
import { appConfig } from '../../tools/vite/preset.mts';

export default defineConfig(({ mode }) =>
  appConfig({
    root: import.meta.dirname,
    name: '@kk/learning',
    title: 'Koolskools — apprendre',
    port: 4201,
    previewPort: 4301,
    mode,
  }),
);
