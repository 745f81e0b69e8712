import { defineConfig } from 'vite';
import { appConfig } from '../../tools/vite/preset.mts';

export default defineConfig(({ mode }) =>
  appConfig({
    root: import.meta.dirname,
    name: '@kk/shop',
    title: 'Fournitures scolaires',
    port: 4200,
    previewPort: 4300,
    mode,
    // A lazy route asks for all its chunks at once (its budget has the room: docs/performance.md).
    preloadLazyChunks: true,
    // The first screen of the home (the schools), the sign-in page, the occasion market and a school's
    // levels page (its sections' skeleton, for every school) in their own pages (home.html,
    // connexion.html, occasion.html, school-id-levels.html: tools/vite/prerender.mts, docs/performance.md).
    prerender: {
      entry: 'src/prerender.tsx',
      paths: ['/', '/connexion', '/occasion', '/school/1/levels'],
      stableIds: [
        'libs/shared/ui-kit',
        'libs/shared/app-shell',
        'libs/shop/feature-layout',
        'libs/shop/feature-auth',
        'libs/shop/feature-occasion',
        'libs/shop/feature-schools',
        'libs/shop/feature-supplies',
        'libs/shop/ui',
      ],
    },
  }),
);
