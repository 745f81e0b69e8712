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
    // SPIKE (issue 19): /connexion's first screen in connexion.html.
    prerender: { entry: 'src/prerender.tsx', paths: ['/connexion'] },
  }),
);
