/**
 * The bare-stack fixture of the bundle budget (tools/scripts/bundle-budget.mjs builds it).
 *
 * It takes the app preset itself (tools/vite/preset.mts `appConfig`), so the fixture is built with the
 * very plugins, target and resolve conditions of both apps: when the toolchain changes, the baseline
 * follows. Only the output folder differs (git-ignored, like every `dist`).
 */
import { defineConfig } from 'vite';
import { appConfig } from '../vite/preset.mts';

const config = appConfig({
  root: import.meta.dirname,
  name: 'bundle-baseline',
  title: 'Bundle baseline',
  port: 4290,
  previewPort: 4390,
  mode: 'production',
});

export default defineConfig({
  ...config,
  // One chunk of about 490 KB is the point of this fixture: no warning about its size.
  build: { ...config.build, chunkSizeWarningLimit: 1024 },
});
