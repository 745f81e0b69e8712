/**
 * Keeps Vite's build manifest out of the deployed folder: the bundle budget
 * (tools/scripts/bundle-budget.mjs) reads it, a web server must not publish it (it maps every
 * source module to its chunk). The manifest Vite writes as `.vite/manifest.json` goes to
 * `<app>/dist-meta/manifest.json` instead, an output of the `build` target beside `dist`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Plugin } from 'vite';

const VITE_MANIFEST = '.vite/manifest.json';

/** Where the manifest of an app's production build is written. */
export function manifestPath(root: string): string {
  return path.join(root, 'dist-meta', 'manifest.json');
}

/** Vite plugin: moves the build manifest from `dist/.vite/` to `dist-meta/`. */
export function manifestOutsideDist(root: string): Plugin {
  return {
    name: 'kk:manifest-outside-dist',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[VITE_MANIFEST];
        if (!asset || asset.type !== 'asset') return;
        delete bundle[VITE_MANIFEST];
        const file = manifestPath(root);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, asset.source);
      },
    },
  };
}
