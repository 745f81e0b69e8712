/**
 * The demo's `config.json` (`{ "demo": true }`, app-shell `runtime-config.ts`), written by the build
 * instead of being a file of `public/`, so that only the demo build and the dev server carry it: a
 * production build ships no `config.json` at all (the deployment provides the real one, and without
 * it the app shows its configuration error, never the fake backend).
 *
 * The dev server serves `config.local.json` of the app's folder instead when there is one
 * (git-ignored), to run the app against a backend: `{ "apiBaseUrl": "http://localhost:8000" }`.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Plugin } from 'vite';

const CONFIG_FILE = 'config.json';
const DEMO_CONFIG = `${JSON.stringify({ demo: true, product: 'koolskools' }, null, 2)}\n`;

export interface DemoConfigOptions {
  /** The app's folder (where `config.local.json` may be). */
  root: string;
  /** Whether builds emit the demo `config.json` (demo builds only). */
  emit: boolean;
}

/** Vite plugin: the demo `config.json` in the dev server and in demo builds. */
export function demoConfig({ root, emit }: DemoConfigOptions): Plugin {
  const local = path.join(root, 'config.local.json');
  return {
    name: 'kk:demo-config',
    configureServer(server) {
      server.middlewares.use(`/${CONFIG_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(existsSync(local) ? readFileSync(local, 'utf8') : DEMO_CONFIG);
      });
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: DEMO_CONFIG });
    },
  };
}
