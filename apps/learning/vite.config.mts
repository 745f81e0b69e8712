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
    // docs/performance.md).
    prerender: {
      entry: 'src/prerender.tsx',
      paths: ['/connexion'],
      stableIds: [
        'libs/shared/ui-kit',
        'libs/shared/app-shell',
        'libs/learning/feature-layout',
        'libs/learning/feature-auth',
      ],
    },
  }),
);
