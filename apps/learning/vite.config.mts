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
    // The first screen of the sign-in page in its own page (connexion.html: tools/vite/prerender.mts,
    // docs/performance.md). The sign-in page draws no styled component of app-shell: its files keep
    // the shorter ids (the prerender fails the build when a page draws one without a stable id).
    prerender: {
      entry: 'src/prerender.tsx',
      paths: ['/connexion'],
      stableIds: ['libs/shared/ui-kit', 'libs/learning/feature-layout', 'libs/learning/feature-auth'],
    },
  }),
);
