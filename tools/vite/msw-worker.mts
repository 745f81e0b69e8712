/**
 * Serves and emits MSW's service worker (`/mockServiceWorker.js`) straight from the installed `msw`
 * package, so the worker always matches the library version and no copy of it is committed.
 * Used by Storybook and the story tests (the msw addon). The apps' demo mode has no service worker:
 * its fake backend is in the page (`startDemoBackend` of @kk/api-mocks).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

function workerSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
}

/** Vite plugin: `/mockServiceWorker.js` in dev and preview servers, and in Storybook's static build. */
export function mswWorker(): Plugin {
  let source: string | undefined;
  const load = () => (source ??= workerSource());
  const serve: Plugin['configureServer'] = (server) => {
    server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Service-Worker-Allowed', '/');
      res.end(load());
    });
  };
  return {
    name: 'kk:msw-worker',
    configureServer: serve,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: load() });
    },
  };
}
